/** What the Tab key reaches: focusable elements, less those taken out of the tab order (tabindex="-1"). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(',');

/** The first element after `element` (and outside it) in document order that the Tab key reaches, or null. */
export function focusableAfter(element: Element): HTMLElement | null {
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) {
      if (candidate.getClientRects().length > 0) return candidate;
    }
  }
  return null;
}

/** The last element before `element` in document order that the Tab key reaches, or null. */
export function focusableBefore(element: Element): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (const candidate of element.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (!(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING)) break;
    if (candidate.getClientRects().length > 0) found = candidate;
  }
  return found;
}

/** The elements inside `root` (and `root` itself) that the Tab key reaches, in document order. */
export function focusablesIn(root: Element): HTMLElement[] {
  const inside = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  return root instanceof HTMLElement && root.matches(FOCUSABLE) ? [root, ...inside] : inside;
}

/**
 * Moves focus to an element the Tab key does not reach (a list, a heading), for the moment: a `tabindex="-1"` it
 * did not have is given for the move and taken away once focus leaves, so the server's markup is left as it was.
 */
export function focusForNow(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus(options);
}
