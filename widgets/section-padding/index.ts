import type { PageWidget } from '../../loader/contract';
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
export const widget: PageWidget = {
  kind: 'page',
  mount(hosts, ctx) {
    let ratio = 1;
    /** Each section's own inline padding as the server printed it (usually none), and whether it had a style. */
    const printed = new Map<HTMLElement, { readonly sides: string[]; readonly styled: boolean }>();
    const reset = (section: HTMLElement) => {
      const own = printed.get(section) ?? {
        sides: SIDES.map((side) => section.style.getPropertyValue(side)),
        styled: section.hasAttribute('style'),
      };
      printed.set(section, own);
      SIDES.forEach((side, i) => {
        const value = own.sides[i];
        if (value) section.style.setProperty(side, value);
        else section.style.removeProperty(side);
      });
      // Reading the attribute first brings it up to date: Chrome writes CSSOM changes to it lazily.
      if (!own.styled && section.getAttribute('style') === '') section.removeAttribute('style');
    };
    const scale = (sections: readonly HTMLElement[]) => {
      for (const section of sections) reset(section);
      if (ratio >= 1) return;
      // Every section read, then every one written: one layout for the lot.
      const scaled = sections.map((section) => {
        const style = getComputedStyle(section);
        return SIDES.map((side) =>
          scaledPadding(Number.parseFloat(style.getPropertyValue(side)) || 0, ratio),
        );
      });
      for (const [i, section] of sections.entries()) {
        for (const [j, side] of SIDES.entries()) section.style.setProperty(side, `${scaled[i]?.[j] ?? 0}px`);
      }
    };
    watchSkeletonRatio((next) => {
      ratio = next;
      scale(hosts.current());
    }, ctx.signal);
    const forget = (sections: readonly HTMLElement[]) => {
      for (const section of sections) {
        reset(section);
        printed.delete(section);
      }
    };
    const unsubscribe = hosts.subscribe((added, removed) => {
      forget(removed);
      scale(added);
    });
    return () => {
      unsubscribe();
      forget([...printed.keys()]);
    };
  },
};
