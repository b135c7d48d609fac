import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { restoreStyleAttribute, saveInlineStyle } from '../dom/save';

/**
 * Widgets work on the server's markup instead of re-rendering a second template of it (the server's markup
 * is the source of truth, as in the WordPress Interactivity API). Whatever a widget changes here, unmounting
 * puts back exactly as it was:
 * - `useBind` / `<Bind>`: React state drives attributes, classes, styles and listeners of a server element.
 * - `<Replace>`: the widget takes over an element's content; the server's children are set aside meanwhile.
 * - `useAdoptChildren`: the server's children move into an element the widget rendered around them (a button
 *   inside an accordion heading).
 * - `useSetAside`: server nodes the widget supersedes leave the document for as long as it runs.
 * - `useWrap`: a server element goes inside an element of the widget's (bxSlider's `div.bx-wrapper`).
 * - `useInlineStyle`: inline styles written frame by frame by an animation, saved first.
 * - `useElementAfter`: one element of the widget's own (a 'View cart' link, a status message) right after a
 *   server element, where a plugin inserted it.
 * New elements go in with `createPortal(children, serverElement)`, which appends without clearing.
 * The framework-free saves (`saveInlineStyle`, `saveClassAndStyle`, `saveElement`, `listItems`), for code
 * outside React, are in `toolkit/dom/save.ts`.
 */

type AttributeValue = string | number | boolean | null | undefined;
type Listeners = { readonly [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

export interface Binding {
  /** `null`/`undefined` removes; `true` is the bare attribute (`"true"` for `aria-*`); `false` removes (`"false"` for `aria-*`). */
  readonly attrs?: Readonly<Record<string, AttributeValue>>;
  readonly classes?: Readonly<Record<string, boolean>>;
  /** CSS properties in kebab-case; `null` removes. */
  readonly style?: Readonly<Record<string, string | null | undefined>>;
  readonly on?: Listeners;
}

interface Ledger {
  readonly attrs: Map<string, string | null>;
  readonly classes: Map<string, boolean>;
  readonly style: Map<string, readonly [value: string, priority: string]>;
  /** The `style` attribute as the server wrote it, and its declarations. */
  readonly styleAttribute: string | null;
  readonly styleText: string;
}

function attributeText(name: string, value: AttributeValue): string | null {
  const aria = name.startsWith('aria-');
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return aria ? String(value) : value ? '' : null;
  return String(value);
}

function apply(element: HTMLElement, binding: Binding, ledger: Ledger): void {
  for (const [name, value] of Object.entries(binding.attrs ?? {})) {
    if (!ledger.attrs.has(name)) ledger.attrs.set(name, element.getAttribute(name));
    const text = attributeText(name, value);
    if (text === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
  for (const [name, on] of Object.entries(binding.classes ?? {})) {
    if (!ledger.classes.has(name)) ledger.classes.set(name, element.classList.contains(name));
    element.classList.toggle(name, on);
  }
  for (const [property, value] of Object.entries(binding.style ?? {})) {
    if (!ledger.style.has(property)) {
      ledger.style.set(property, [
        element.style.getPropertyValue(property),
        element.style.getPropertyPriority(property),
      ]);
    }
    if (value === null || value === undefined) element.style.removeProperty(property);
    else element.style.setProperty(property, value);
  }
}

function restore(element: HTMLElement, ledger: Ledger): void {
  for (const [name, original] of ledger.attrs) {
    if (original === null) element.removeAttribute(name);
    else element.setAttribute(name, original);
  }
  for (const [name, had] of ledger.classes) element.classList.toggle(name, had);
  for (const [property, [value, priority]] of ledger.style) {
    if (value === '') element.style.removeProperty(property);
    else element.style.setProperty(property, value, priority);
  }
  if (ledger.style.size > 0) restoreStyleAttribute(element, ledger.styleAttribute, ledger.styleText);
  if (element.getAttribute('class') === '') element.removeAttribute('class');
}

/** Binds React state to an element the server rendered. Applied in the commit, before the browser paints. */
export function useBind(element: HTMLElement | null | undefined, binding: Binding): void {
  const ledger = useRef<Ledger | null>(null);
  const latest = useRef(binding);
  latest.current = binding;

  useLayoutEffect(() => {
    if (!element) return;
    return () => {
      if (ledger.current) restore(element, ledger.current);
      ledger.current = null;
    };
  }, [element]);

  useLayoutEffect(() => {
    if (!element) return;
    ledger.current ??= {
      attrs: new Map(),
      classes: new Map(),
      style: new Map(),
      styleAttribute: element.getAttribute('style'),
      styleText: element.style.cssText,
    };
    apply(element, binding, ledger.current);
  });

  const types = Object.keys(binding.on ?? {})
    .sort()
    .join(' ');
  useLayoutEffect(() => {
    if (!element || types === '') return;
    const controller = new AbortController();
    for (const type of types.split(' ')) {
      element.addEventListener(
        type,
        (event) => {
          const handler = latest.current.on?.[type as keyof Listeners] as
            | ((event: Event) => void)
            | undefined;
          handler?.(event);
        },
        { signal: controller.signal },
      );
    }
    return () => controller.abort();
  }, [element, types]);
}

export function Bind({ el, ...binding }: Binding & { readonly el: HTMLElement | null | undefined }): null {
  useBind(el, binding);
  return null;
}

/**
 * Takes over the content of a server element: its children are set aside (not destroyed) in the same commit
 * that inserts the widget's own, and put back when the widget unmounts or fails.
 */
export function Replace({
  el,
  children,
}: {
  readonly el: HTMLElement;
  readonly children: ReactNode;
}): ReactNode {
  const [serverNodes] = useState(() => Array.from(el.childNodes));
  useLayoutEffect(() => {
    for (const node of serverNodes) if (node.parentNode === el) node.remove();
    return () => {
      el.prepend(...serverNodes.filter((node) => node.parentNode === null));
    };
  }, [el, serverNodes]);
  return createPortal(children, el);
}

/**
 * Moves the children `from` had when the widget first rendered into the element `into` points at (rendered by
 * the widget inside `from`, with no React children of its own), and back into `from` on unmount.
 */
export function useAdoptChildren(from: HTMLElement, into: RefObject<HTMLElement | null>): void {
  const [serverNodes] = useState(() => Array.from(from.childNodes));
  useLayoutEffect(() => {
    const wrapper = into.current;
    if (!wrapper) return;
    wrapper.prepend(...serverNodes);
    return () => from.prepend(...serverNodes);
  }, [from, into, serverNodes]);
}

/**
 * Puts `wrapper`, an element the widget made, where the server's `element` is, and `element` inside `into` (the
 * wrapper or an element in it), as jQuery plugins wrapped their element (bxSlider's `div.bx-wrapper`); the
 * element goes back in its place on unmount. The move happens in one task, which the loader sees as no change.
 * No wrapper: nothing moves.
 */
export function useWrap(element: HTMLElement, wrapper: HTMLElement | null, into = wrapper): void {
  useLayoutEffect(() => {
    if (!wrapper || !into) return;
    element.replaceWith(wrapper);
    into.append(element);
    return () => {
      if (wrapper.parentNode) wrapper.replaceWith(element);
    };
  }, [element, wrapper, into]);
}

/**
 * Takes server nodes out of the document (stale messages the server rendered, which the widget now says in its
 * own way), and puts each back where it was when the widget unmounts.
 */
export function useSetAside(nodes: readonly Node[]): void {
  useLayoutEffect(() => {
    const places = nodes.map((node) => ({ node, parent: node.parentNode, next: node.nextSibling }));
    for (const { node } of places) node.parentNode?.removeChild(node);
    return () => {
      // Last first, so a node's old next sibling is back in place before the node itself.
      for (const { node, parent, next } of places.reverse()) {
        if (!parent || node.parentNode) continue;
        parent.insertBefore(node, next?.parentNode === parent ? next : null);
      }
    };
  }, [nodes]);
}

/** Restores the listed inline styles of a server element when the widget unmounts. */
export function useInlineStyle(element: HTMLElement | null | undefined, properties: readonly string[]): void {
  const key = properties.join(' ');
  useLayoutEffect(() => (element ? saveInlineStyle(element, key.split(' ')) : undefined), [element, key]);
}

export interface ElementAfter {
  readonly tag: keyof HTMLElementTagNameMap;
  readonly attrs: Readonly<Record<string, string>>;
  /** Always text, never parsed as HTML. */
  readonly text: string;
}

/**
 * Keeps one element right after `anchor` while `spec` is given: created on the first spec, updated in place
 * after that (a live region keeps its identity, so its new text is announced), and a new one when the tag or
 * the role changes. Returns a ref to it, to move focus there.
 */
export function useElementAfter(
  anchor: Element | null | undefined,
  spec: ElementAfter | null,
): RefObject<HTMLElement | null> {
  const element = useRef<HTMLElement | null>(null);
  const written = useRef<readonly string[]>([]);
  const identity = spec ? `${spec.tag} ${spec.attrs.role ?? ''}` : '';

  useLayoutEffect(() => {
    if (!anchor || identity === '') return;
    const created = document.createElement(identity.split(' ')[0] as string);
    anchor.after(created);
    element.current = created;
    written.current = [];
    return () => {
      created.remove();
      element.current = null;
    };
  }, [anchor, identity]);

  useLayoutEffect(() => {
    const current = element.current;
    if (!current || !spec) return;
    for (const name of written.current) if (!(name in spec.attrs)) current.removeAttribute(name);
    for (const [name, value] of Object.entries(spec.attrs)) {
      if (current.getAttribute(name) !== value) current.setAttribute(name, value);
    }
    written.current = Object.keys(spec.attrs);
    if (current.textContent !== spec.text) current.textContent = spec.text;
  });

  return element;
}
