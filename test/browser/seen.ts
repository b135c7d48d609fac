import type { Locator } from '@playwright/test';

/**
 * What a visitor sees of an element, whatever stylesheet places it (the theme's own, or the widget's alone):
 * checks that do not trust the element's own computed style, which an ancestor's opacity or a covering sibling
 * makes meaningless.
 */

/** The opacity the element is painted with: its own times every ancestor's. */
export function seenOpacity(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    let opacity = 1;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return 0;
      opacity *= Number(style.opacity);
    }
    return opacity;
  });
}

/**
 * Whether the element is what a pointer at its centre (or at `x`, `y` inside its box) reaches: in the viewport,
 * and not covered by another element.
 */
export function hitAtCentre(element: Locator, at?: { x: number; y: number }): Promise<boolean> {
  return element.evaluate((el, point) => {
    const box = el.getBoundingClientRect();
    const x = box.left + (point ? point.x : box.width / 2);
    const y = box.top + (point ? point.y : box.height / 2);
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  }, at);
}
