/**
 * What a plain-DOM widget does to the server's markup, recorded as it is done and undone in reverse order when
 * the widget's signal aborts (it unmounts or fails), each change putting back the server's exact previous state:
 * an attribute's value or its absence, a class's presence, an inline style property (and a `style` attribute
 * that was not there), a node's place. Listeners go with the same signal. So unmounting restores the server HTML
 * by construction, with no undo list in the widget. Framework-free: no React here.
 */

/** The events a target fires, by its kind, so listeners are typed by the target they are added to. */
export type EventMapOf<T> = T extends Window
  ? WindowEventMap
  : T extends Document
    ? DocumentEventMap
    : T extends HTMLElement
      ? HTMLElementEventMap
      : T extends Element
        ? ElementEventMap
        : T extends MediaQueryList
          ? MediaQueryListEventMap
          : Record<string, Event>;

/** Where `insert` puts a node, relative to another. */
export type Place =
  | { readonly before: Node }
  | { readonly after: Node }
  | { readonly prepend: ParentNode & Node }
  | { readonly append: ParentNode & Node };

export interface DomChanges {
  /** Aborts when the changes are undone: for fetches, timers' guards and listeners added by hand. */
  readonly signal: AbortSignal;
  /** Sets an attribute (null removes it). */
  setAttribute(element: Element, name: string, value: string | null): void;
  /** Sets several attributes at once. */
  setAttributes(element: Element, attributes: Readonly<Record<string, string>>): void;
  /** Adds a class (or, with `present: false`, removes it). */
  toggleClass(element: Element, name: string, present?: boolean): void;
  /** Sets an inline style property (null removes it). */
  setStyle(element: HTMLElement | SVGElement, property: string, value: string | null): void;
  /** Sets a DOM property the widget owns for its lifetime (`inert`, `value`, `hidden`). */
  setProperty<T extends object, K extends keyof T>(object: T, key: K, value: T[K]): void;
  /**
   * Restores these attributes, classes or style properties on undo, whatever the widget sets in between (state
   * it updates often, such as `aria-expanded` or a position, without one undo step a time).
   */
  keep(
    element: HTMLElement | SVGElement,
    what: {
      readonly attributes?: readonly string[];
      readonly classes?: readonly string[];
      readonly styles?: readonly string[];
    },
  ): void;
  /** Adds a listener, removed on undo. */
  on<T extends EventTarget, K extends keyof EventMapOf<T> & string>(
    target: T,
    type: K,
    listener: (event: EventMapOf<T>[K]) => void,
    options?: Omit<AddEventListenerOptions, 'signal'>,
  ): void;
  /** Inserts (or moves) a node; undo takes it out again (or puts it back where it was). Returns the node. */
  insert<N extends Node>(node: N, place: Place): N;
  /** Any other undo step (an observer disconnected, a timer cleared), run in its turn. */
  defer(step: () => void): void;
  /** Undoes everything now, in reverse order (done by itself when the signal aborts). */
  undo(): void;
}

function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Whether a class list holds exactly the classes of a `class` attribute's text (in any order). */
function sameTokens(list: DOMTokenList, text: string): boolean {
  const printed = new Set(text.split(/\s+/).filter(Boolean));
  return list.length === printed.size && [...list].every((name) => printed.has(name));
}

/** Whether an inline style holds exactly the declarations of a CSS text (in any order). */
function sameDeclarations(style: CSSStyleDeclaration, text: string): boolean {
  const printed = document.createElement('div').style;
  printed.cssText = text;
  if (printed.length !== style.length) return false;
  for (let index = 0; index < printed.length; index++) {
    const property = printed.item(index);
    if (
      style.getPropertyValue(property) !== printed.getPropertyValue(property) ||
      style.getPropertyPriority(property) !== printed.getPropertyPriority(property)
    ) {
      return false;
    }
  }
  return true;
}

/**
 * The changes of one widget instance, undone when `signal` aborts. After that, nothing more is changed: a late
 * change (an answer arriving after the widget left) is ignored.
 */
export function domChanges(signal: AbortSignal): DomChanges {
  const steps: (() => void)[] = [];
  const controller = new AbortController();
  const own = controller.signal;
  const record = (step: () => void) => {
    steps.push(step);
  };
  // Each element whose inline style the widget changes: once its properties are back, a `style` attribute that
  // was not there goes, and one that was gets the server's own text back, byte for byte (a CSSOM write
  // re-serializes it). Setting the attribute is an inline style to a CSP: only done when the server's
  // declarations applied, and are the same again.
  const rememberStyleAttribute = (element: HTMLElement | SVGElement) => {
    const printed = element.getAttribute('style');
    const declarations = element.style.cssText;
    record(() => {
      const current = element.getAttribute('style');
      if (current === printed) return;
      if (printed !== null && declarations !== '' && sameDeclarations(element.style, declarations)) {
        element.setAttribute('style', printed);
      } else if (current === '') element.removeAttribute('style');
    });
  };
  const rememberStyle = (element: HTMLElement | SVGElement, property: string) => {
    const value = element.style.getPropertyValue(property);
    const priority = element.style.getPropertyPriority(property);
    record(() => {
      if (value === '') element.style.removeProperty(property);
      else element.style.setProperty(property, value, priority);
    });
  };
  const rememberAttribute = (element: Element, name: string) => {
    const value = element.getAttribute(name);
    record(() => restoreAttribute(element, name, value));
  };
  const rememberClass = (element: Element, name: string) => {
    const present = element.classList.contains(name);
    const printed = element.getAttribute('class');
    record(() => {
      if (element.classList.contains(name) !== present) element.classList.toggle(name, present);
      // A class taken off and put back moves to the end: the server's order comes back with its classes.
      const current = element.getAttribute('class');
      if (current === printed) return;
      if (printed === null) {
        if (element.classList.length === 0) element.removeAttribute('class');
      } else if (sameTokens(element.classList, printed)) element.setAttribute('class', printed);
    });
  };

  const changes: DomChanges = {
    signal: own,
    setAttribute(element, name, value) {
      if (own.aborted) return;
      rememberAttribute(element, name);
      restoreAttribute(element, name, value);
    },
    setAttributes(element, attributes) {
      for (const [name, value] of Object.entries(attributes)) changes.setAttribute(element, name, value);
    },
    toggleClass(element, name, present = true) {
      if (own.aborted) return;
      rememberClass(element, name);
      element.classList.toggle(name, present);
    },
    setStyle(element, property, value) {
      if (own.aborted) return;
      rememberStyleAttribute(element);
      rememberStyle(element, property);
      if (value === null) element.style.removeProperty(property);
      else element.style.setProperty(property, value);
    },
    setProperty(object, key, value) {
      if (own.aborted) return;
      const before = object[key];
      record(() => {
        object[key] = before;
      });
      object[key] = value;
    },
    keep(element, what) {
      if (own.aborted) return;
      for (const name of what.attributes ?? []) rememberAttribute(element, name);
      for (const name of what.classes ?? []) rememberClass(element, name);
      if (what.styles?.length) {
        rememberStyleAttribute(element);
        for (const property of what.styles) rememberStyle(element, property);
      }
    },
    on(target, type, listener, options) {
      if (own.aborted) return;
      target.addEventListener(type, listener as EventListener, { ...options, signal: own });
    },
    insert(node, place) {
      if (own.aborted) return node;
      const parent = node.parentNode;
      const next = node.nextSibling;
      record(() => {
        if (!parent) (node.parentNode as ParentNode | null)?.removeChild(node);
        else if (next && next.parentNode === parent) parent.insertBefore(node, next);
        else parent.appendChild(node);
      });
      if ('before' in place) place.before.parentNode?.insertBefore(node, place.before);
      else if ('after' in place) place.after.parentNode?.insertBefore(node, place.after.nextSibling);
      else if ('prepend' in place) place.prepend.insertBefore(node, place.prepend.firstChild);
      else place.append.appendChild(node);
      return node;
    },
    defer(step) {
      if (own.aborted) return;
      record(step);
    },
    undo() {
      if (own.aborted) return;
      controller.abort();
      signal.removeEventListener('abort', changes.undo);
      let failure: { error: unknown } | null = null;
      // Each step runs even when one before it throws: the rest of the markup still comes back.
      for (const step of steps.splice(0).reverse()) {
        try {
          step();
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
  };
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', changes.undo, { once: true });
  return changes;
}
