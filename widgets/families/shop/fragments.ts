import { focusablesIn, focusForNow } from '../../../toolkit/dom/focus';
import { tween } from '../../../toolkit/dom/motion';
import { saveInlineStyle } from '../../../toolkit/dom/save';
import { parseServerHtml } from '../../../toolkit/dom/server-html';
import { MINI_CART_FRAGMENT } from './storage';
import type { Fragments } from './wc-ajax';

/**
 * Cart fragments on the page: every key of an answer's `fragments` is a CSS selector whose elements are
 * replaced by its HTML, as WooCommerce's `replaceWith` did. Widgets inside the new markup (a remove link)
 * mount through the loader by themselves, and the old ones unmount with the elements they were on.
 */

/** The specification's fragment fade (point 9): to 0.6 opacity over 400 ms while the cart updates. */
const UPDATING_OPACITY = 0.6;
const UPDATING_FADE_MS = 400;

/** The selectors of the fragments last applied: the elements that fade while the cart updates. */
let fragmentKeys: readonly string[] = [MINI_CART_FRAGMENT];
let updates = 0;
const faded = new Map<Element, () => void>();

function elementsOf(selector: string, onBadSelector?: (selector: string) => void): Element[] {
  try {
    return Array.from(document.querySelectorAll(selector));
  } catch {
    onBadSelector?.(selector);
    return [];
  }
}

function fadeFragments(): void {
  for (const element of fragmentKeys.flatMap((key) => elementsOf(key))) {
    if (faded.has(element) || !(element instanceof HTMLElement)) continue;
    const hadClass = element.classList.contains('updating');
    const restoreStyle = saveInlineStyle(element, ['opacity']);
    element.classList.add('updating');
    element.setAttribute('aria-busy', 'true');
    const stop = tween({
      duration: UPDATING_FADE_MS,
      onUpdate: (progress) =>
        element.style.setProperty('opacity', String(1 - (1 - UPDATING_OPACITY) * progress)),
    });
    faded.set(element, () => {
      stop();
      restoreStyle();
      element.classList.toggle('updating', hadClass);
      element.removeAttribute('aria-busy');
    });
  }
}

/** Whether a call that will bring new fragments is under way. */
export function cartUpdating(): boolean {
  return updates > 0;
}

/**
 * Marks the start of a call that will bring new fragments: the current ones fade to 0.6 and are busy until
 * the returned function is called (by then they have usually been replaced by the answer's).
 */
export function beginUpdating(): () => void {
  updates += 1;
  fadeFragments();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    updates -= 1;
    if (updates > 0) return;
    for (const restore of faded.values()) restore();
    faded.clear();
  };
}

/**
 * Where focus was inside a fragment about to be replaced, so it lands on the same place in the new markup (the
 * next item's remove link after a remove) instead of falling back to the top of the page.
 */
function focusIndexIn(element: Element): number | null {
  const active = document.activeElement;
  if (!active || !element.contains(active)) return null;
  return Math.max(0, focusablesIn(element).indexOf(active as HTMLElement));
}

function refocus(nodes: readonly Node[], index: number): void {
  const elements = nodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
  const focusables = elements.flatMap((element) => focusablesIn(element));
  const target = focusables[Math.min(index, focusables.length - 1)];
  if (target) {
    target.focus();
    return;
  }
  const [first] = elements;
  if (!first) return;
  focusForNow(first);
}

/** Replaces every key's elements with its HTML. A key that is not a selector is reported and skipped. */
export function applyFragments(fragments: Fragments, onBadSelector: (selector: string) => void): void {
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of elementsOf(selector, onBadSelector)) {
      faded.get(element)?.();
      faded.delete(element);
      const focusIndex = focusIndexIn(element);
      const replacement = parseServerHtml(html);
      const nodes = Array.from(replacement.childNodes);
      element.replaceWith(replacement);
      if (focusIndex !== null) refocus(nodes, focusIndex);
    }
  }
  fragmentKeys = Object.keys(fragments);
  if (updates > 0) fadeFragments();
}
