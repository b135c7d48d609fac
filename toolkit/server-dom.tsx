import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FAILED_ATTRIBUTE, MOUNTED_ATTRIBUTE } from '../loader/markers';

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
 * - `saveClassAndStyle`: the whole `class` and `style` of an element a library writes to freely (Swiper's slides);
 *   `saveElement`: every attribute and child of one a library rewrites (MediaElement's media).
 * - `useInlineStyle` (and `saveInlineStyle` outside React): inline styles written frame by frame by an
 *   animation, saved first.
 * - `useElementAfter`: one element of the widget's own (a 'View cart' link, a status message) right after a
 *   server element, where a plugin inserted it.
 * New elements go in with `createPortal(children, serverElement)`, which appends without clearing.
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

/**
 * A CSSOM write re-serializes the whole `style` attribute (`color:#fff` becomes `color: rgb(255, 255, 255);`):
 * once the declarations are the saved ones again, the server's own text goes back, byte for byte. (Setting
 * the attribute is an inline style to a CSP: only done when the server's declarations applied.)
 */
function restoreStyleAttribute(element: HTMLElement, attribute: string | null, declarations: string): void {
  const current = element.getAttribute('style');
  if (current === attribute) return;
  if (attribute !== null && declarations !== '' && element.style.cssText === declarations) {
    element.setAttribute('style', attribute);
  } else if (current === '') element.removeAttribute('style');
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

/** Saves inline style properties (through the CSSOM, which a strict CSP allows); the result restores them. */
export function saveInlineStyle(element: HTMLElement, properties: readonly string[]): () => void {
  const attribute = element.getAttribute('style');
  const declarations = element.style.cssText;
  const saved = properties.map(
    (property) =>
      [
        property,
        element.style.getPropertyValue(property),
        element.style.getPropertyPriority(property),
      ] as const,
  );
  return () => {
    for (const [property, value, priority] of saved) {
      if (value === '') element.style.removeProperty(property);
      else element.style.setProperty(property, value, priority);
    }
    restoreStyleAttribute(element, attribute, declarations);
  };
}

/**
 * Saves an element's `class` and `style` whole, for an element a library writes to freely (Swiper's classes,
 * widths and transforms on the server's slides); the result puts both back as they were, the style through
 * the CSSOM (which a strict CSP allows).
 */
export function saveClassAndStyle(element: HTMLElement): () => void {
  const classes = element.getAttribute('class');
  const attribute = element.getAttribute('style');
  const declarations = element.style.cssText;
  return () => {
    if (classes === null) element.removeAttribute('class');
    else if (element.getAttribute('class') !== classes) element.setAttribute('class', classes);
    if (element.style.cssText !== declarations) element.style.cssText = declarations;
    restoreStyleAttribute(element, attribute, declarations);
  };
}

/** The loader's own marks come and go with the instance, whatever the widget saved or restores. */
const LOADER_MARKS = new Set([MOUNTED_ATTRIBUTE, FAILED_ATTRIBUTE]);

/**
 * Saves a server element whole, for a library that rewrites it (MediaElement absolutizes its addresses, moves
 * its sources into `src`, sizes it): the result puts every attribute and child back as they were, the style
 * through the CSSOM.
 */
export function saveElement(element: HTMLElement): () => void {
  const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const).filter(
    ([name]) => !LOADER_MARKS.has(name),
  );
  const children = Array.from(element.childNodes);
  const restoreClassAndStyle = saveClassAndStyle(element);
  return () => {
    const kept = new Set(attributes.map(([name]) => name));
    for (const { name } of Array.from(element.attributes)) {
      if (!kept.has(name) && name !== 'style' && !LOADER_MARKS.has(name)) element.removeAttribute(name);
    }
    for (const [name, value] of attributes) {
      if (name !== 'style' && name !== 'class' && element.getAttribute(name) !== value)
        element.setAttribute(name, value);
    }
    restoreClassAndStyle();
    const order = attributes.map(([name]) => name).join(' ');
    const now = Array.from(element.attributes, ({ name }) => name).filter((name) => !LOADER_MARKS.has(name));
    if (now.join(' ') !== order) {
      // An attribute removed and set again went to the end: the server's order is part of its markup.
      for (const [name] of attributes) {
        const value = element.getAttribute(name) ?? '';
        element.removeAttribute(name);
        element.setAttribute(name, value);
      }
    }
    if (
      children.some((child, at) => element.childNodes[at] !== child) ||
      element.childNodes.length !== children.length
    ) {
      element.replaceChildren(...children);
    }
  };
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

/** The `li` children of a server list (a grid's items, a posts list): what filters show and load more counts. */
export function listItems(list: Element): HTMLElement[] {
  return Array.from(list.children).filter((child): child is HTMLElement => child.localName === 'li');
}
