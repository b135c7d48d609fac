import type { ElementWidget, HostList, MountContext, PageWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from './changes';
import { type OptionSchema, type Options, readOptions } from './options';

export interface DomWidgetContext<O> {
  /** The element the server rendered; the widget works on it and its children, through `changes`. */
  readonly host: HTMLElement;
  readonly options: O;
  /** Every change to the page goes through it: undone, in reverse order, when the widget unmounts or fails. */
  readonly changes: DomChanges;
  readonly ctx: MountContext;
}

/**
 * A widget mounted on one element that renders nothing: it binds behaviour to the server's markup with plain DOM
 * (the second kind, beside `reactWidget`, and without React). Options are read, reported and documented by the
 * same schemas as a React widget's; `mount` changes the page only through `changes`, so unmounting (or a mount
 * that throws halfway) puts the server HTML back by construction. A `ReportedError` it throws
 * (`leaveAsPrinted`) leaves the element as the server printed it.
 */
export function domWidget<S extends OptionSchema>(spec: {
  readonly options: S;
  readonly mount: (widget: DomWidgetContext<Options<S>>) => void;
  /** Attributes it reads from child elements (by their selector), for the docs. */
  readonly items?: Readonly<Record<string, OptionSchema>>;
}): ElementWidget {
  return {
    docs: { options: spec.options, items: spec.items },
    mount(host, ctx) {
      const options = readOptions(host, spec.options, ctx);
      const changes = domChanges(ctx.signal);
      try {
        spec.mount({ host, options, changes, ctx });
      } catch (error) {
        changes.undo();
        throw error;
      }
      return () => changes.undo();
    },
  };
}

export interface DomPageWidgetContext {
  /** Every element on the page the widget serves, kept current as markup comes and goes. */
  readonly hosts: HostList;
  readonly changes: DomChanges;
  readonly ctx: MountContext;
}

/**
 * A page-level widget that renders nothing (registry `kind: 'page'`): one instance for the whole page (a
 * document-level listener, a behaviour over every matching element), its changes undone as a `domWidget`'s are.
 */
export function domPageWidget(spec: { readonly mount: (widget: DomPageWidgetContext) => void }): PageWidget {
  return {
    kind: 'page',
    mount(hosts, ctx) {
      const changes = domChanges(ctx.signal);
      try {
        spec.mount({ hosts, changes, ctx });
      } catch (error) {
        changes.undo();
        throw error;
      }
      return () => changes.undo();
    },
  };
}
