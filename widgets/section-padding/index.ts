import type { PageWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domPageWidget } from '../../toolkit/dom/dom-widget';
import { watchSkeletonRatio } from '../../toolkit/dom/skeleton-ratio';

/** A padding the server set is never scaled below this (unless it was smaller to begin with). */
const MIN_PX = 15;
const SIDES = ['padding-top', 'padding-bottom'] as const;

/** A padding scaled by the theme's factor: at least 15 px when it is not 0, and never more than the server's. */
export function scaledPadding(px: number, ratio: number): number {
  if (px <= 0) return 0;
  return Math.round(Math.max(Math.min(px, MIN_PX), px * ratio));
}

/**
 * Builder sections' padding (behaviour spec: "section padding scales by a ratio and is at least 15 px when
 * non-zero"). The server prints each section's padding in `style#rad_styler` (markup contract §20); on screens
 * narrower than the theme's 1060 px skeleton it is scaled by the theme's factor (`toolkit/dom/skeleton-ratio.ts`).
 * At full width the factor is 1 and nothing is touched. On a resize, every section goes back to the server's
 * padding, is read, then written; nothing runs while the page scrolls.
 */
export const widget: PageWidget = domPageWidget({
  mount({ hosts, changes }) {
    const padding = scaledPaddings(changes);
    watchSkeletonRatio((ratio) => padding.scale(hosts.current(), ratio), changes.signal);
    changes.defer(
      hosts.subscribe((added, removed) => {
        padding.forget(removed);
        padding.scale(added);
      }),
    );
  },
});

/**
 * The sections' scaled paddings, each section's undone on its own: before it is read again (the server's
 * padding back), when it leaves the page, and on unmount.
 */
function scaledPaddings(changes: DomChanges) {
  let ratio = 1;
  const scaled = new Map<HTMLElement, DomChanges>();
  const reset = (section: HTMLElement) => {
    scaled.get(section)?.undo();
    scaled.delete(section);
  };
  return {
    /** Scales these sections' padding by `next` (or the last ratio); at 1, they keep the server's. */
    scale(sections: readonly HTMLElement[], next = ratio) {
      ratio = next;
      for (const section of sections) reset(section);
      if (ratio >= 1) return;
      // Every section read, then every one written: one layout for the lot.
      const paddings = sections.map((section) => {
        const style = getComputedStyle(section);
        return SIDES.map((side) =>
          scaledPadding(Number.parseFloat(style.getPropertyValue(side)) || 0, ratio),
        );
      });
      for (const [i, section] of sections.entries()) {
        const scope = domChanges(changes.signal);
        scaled.set(section, scope);
        for (const [j, side] of SIDES.entries()) scope.setStyle(section, side, `${paddings[i]?.[j] ?? 0}px`);
      }
    },
    forget(sections: readonly HTMLElement[]) {
      for (const section of sections) reset(section);
    },
  };
}
