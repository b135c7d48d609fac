import type { JQueryLike } from '../../../loader/contract/types';

/** The part of a jQuery event the tests read. */
export interface TestJQueryEvent {
  readonly type: string;
  readonly namespace: string;
  readonly target: EventTarget;
  readonly currentTarget: EventTarget;
  readonly [property: string]: unknown;
}

export interface TestJQueryCollection {
  readonly length: number;
  readonly [index: number]: HTMLElement;
  on(events: string, handler: (this: HTMLElement, event: TestJQueryEvent, ...args: unknown[]) => void): this;
  off(events?: string): this;
  trigger(event: unknown, args?: readonly unknown[]): this;
  data(key: string): unknown;
  appendTo(target: unknown): this;
  remove(): this;
  each(fn: (this: HTMLElement, index: number, element: HTMLElement) => void): this;
  countdown(...args: unknown[]): this;
}

export interface TestJQuery extends JQueryLike {
  (target: unknown): TestJQueryCollection;
  readonly fn: Record<string, unknown> & { readonly jquery: string };
}

declare const jQuery: TestJQuery;
export default jQuery;
