/**
 * The elements matching `selector` inside `host` that are its own: not inside another widget of its kind
 * (`kind`, the selector that finds such widgets) nested within it, which has elements of the same names. The
 * theme's content lets a tab panel hold tabs, a box hold a box; each widget keeps to its own parts.
 */
export function ownElements<E extends Element = HTMLElement>(
  host: Element,
  selector: string,
  kind: string,
): E[] {
  return Array.from(host.querySelectorAll<E>(selector)).filter((element) => isOwnedBy(element, host, kind));
}

/** Whether `element`, inside `host`, is the host's own rather than a nested widget's of its kind. */
export function isOwnedBy(element: Element, host: Element, kind: string): boolean {
  // The nearest widget of its kind around it: the host, none (a host found by data-widget, not by its kind's
  // class), or one outside the host, are all the host's own.
  const nearest = element.parentElement?.closest(kind);
  return !nearest || nearest === host || !host.contains(nearest);
}

/** The first of `ownElements`, or null. */
export function ownElement<E extends Element = HTMLElement>(
  host: Element,
  selector: string,
  kind: string,
): E | null {
  return ownElements<E>(host, selector, kind)[0] ?? null;
}
