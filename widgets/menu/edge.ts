/** The width the theme gives each level of a drop-down menu. */
export const LEVEL_WIDTH = 180;

/**
 * Whether a sub-menu chain `levels` deep, starting at `start` (a top-level item's left edge, a nested item's
 * right edge), would pass the viewport's right edge: then it opens to the left (`forceRightChain`).
 */
export function opensLeft(start: number, levels: number, viewportWidth: number): boolean {
  return start + LEVEL_WIDTH * levels > viewportWidth;
}

/** How many sub-menu levels hang below an item: 1 for a plain drop-down, more for nested ones. */
export function levelsBelow(item: Element): number {
  let deepest = 0;
  for (const sub of item.querySelectorAll('.sub-menu')) {
    let levels = 0;
    for (let at: Element | null = sub; at && at !== item; at = at.parentElement) {
      if (at.classList.contains('sub-menu')) levels++;
    }
    deepest = Math.max(deepest, levels);
  }
  return deepest;
}
