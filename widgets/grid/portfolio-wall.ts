import type { DomChanges } from '../../toolkit/dom/changes';
import { fixIconLink } from '../../toolkit/dom/icon-links';
import { prefersReducedMotion, tween } from '../../toolkit/dom/motion';

/** Each project's inner wrap fades in over 400 ms, 50 ms after the one before (custom.js, on load). */
const FADE_MS = 400;
const STAGGER_MS = 50;
/** The hover panel slides in from the side the pointer came in by, and out by the side it left by (hoverdir). */
const SLIDE_MS = 300;

type Side = 'top' | 'right' | 'bottom' | 'left';

/** Where the panel waits, just off each side of its image. */
const OFF: Readonly<Record<Side, { readonly top: string; readonly left: string }>> = {
  top: { top: '-100%', left: '0px' },
  right: { top: '0px', left: '100%' },
  bottom: { top: '100%', left: '0px' },
  left: { top: '0px', left: '-100%' },
};

/**
 * The side of `box` a pointer at `x`, `y` is nearest to, by its angle from the box's centre with the box taken as
 * square (hoverdir's reckoning).
 */
export function sideOf(
  box: { left: number; top: number; width: number; height: number },
  x: number,
  y: number,
): Side {
  const { width, height } = box;
  const dx = (x - box.left - width / 2) * (width > height ? height / width : 1);
  const dy = (y - box.top - height / 2) * (height > width ? width / height : 1);
  const quarter = Math.round((Math.atan2(dy, dx) * (180 / Math.PI) + 180) / 90 + 3) % 4;
  return (['top', 'right', 'bottom', 'left'] as const)[quarter] ?? 'left';
}

/**
 * Limitless's masonry portfolio (`div.portfolio-masonry`, templates/portfolio-templates/masonary.php; markup
 * contract §11.4). Its style.css keeps each project's `.inner-item-wrap` transparent, and the panel over its
 * picture (`div.image > div.hoverdir-wrap > .hoverdir`: the title, tags and link) off to the left, until the
 * theme's custom.js showed them. As it did: each project's loader goes and its inner wrap fades in, 50 ms after
 * the one before (at once under reduced motion), the projects that arrive later too; the panel slides in from
 * the side the pointer comes in by and out by the side it leaves by. Keyboard focus in a project's picture shows
 * its panel, so the links in it are seen where Tab reaches them. Everything is put back on unmount.
 */
export function portfolioWall(grid: HTMLElement, changes: DomChanges): void {
  const entered = new WeakSet<Element>();
  const enter = (items: readonly HTMLElement[]) => {
    const fresh = items.filter((item) => !entered.has(item));
    fresh.forEach((item, at) => {
      entered.add(item);
      const loader = item.querySelector<HTMLElement>(':scope > span.loader');
      if (loader) changes.setStyle(loader, 'display', 'none');
      const wrap = item.querySelector<HTMLElement>(':scope > .inner-item-wrap');
      if (wrap) fadeIn(wrap, at * STAGGER_MS, changes);
      for (const image of item.querySelectorAll<HTMLElement>('div.image')) slidePanel(image, changes);
      // The panel's round link, an icon alone: a duplicate of the title's (the link format) or named after it.
      for (const link of item.querySelectorAll<HTMLAnchorElement>('.hoverdir a.hover')) {
        fixIconLink(link, item, changes);
      }
    });
  };
  const items = () => Array.from(grid.querySelectorAll<HTMLElement>(':scope > li'));
  enter(items());
  const arrivals = new MutationObserver(() => enter(items()));
  arrivals.observe(grid, { childList: true });
  changes.defer(() => arrivals.disconnect());
}

function fadeIn(wrap: HTMLElement, delay: number, changes: DomChanges): void {
  changes.keep(wrap, { styles: ['opacity'] });
  wrap.style.setProperty('opacity', '0');
  const stop = tween({
    duration: FADE_MS,
    delay,
    onUpdate: (progress) => wrap.style.setProperty('opacity', String(progress)),
  });
  changes.defer(stop);
}

/** The picture's panel, moved in and out by the pointer and by keyboard focus. */
function slidePanel(image: HTMLElement, changes: DomChanges): void {
  const panel = image.querySelector<HTMLElement>(':scope > .hoverdir-wrap > .hoverdir');
  if (!panel) return;
  changes.keep(panel, { styles: ['top', 'left', 'transition'] });
  const moveTo = (place: { readonly top: string; readonly left: string }, animate: boolean) => {
    panel.style.setProperty(
      'transition',
      animate && !prefersReducedMotion() ? `all ${SLIDE_MS}ms ease` : 'none',
    );
    panel.style.setProperty('top', place.top);
    panel.style.setProperty('left', place.left);
  };
  const shown = { top: '0px', left: '0px' };
  const side = (event: PointerEvent) => sideOf(image.getBoundingClientRect(), event.clientX, event.clientY);
  changes.on(image, 'pointerenter', (event) => {
    // Placed off the side it comes in by, at once, then slid in.
    moveTo(OFF[side(event)], false);
    void panel.offsetWidth;
    moveTo(shown, true);
  });
  changes.on(image, 'pointerleave', (event) => {
    if (image.contains(document.activeElement)) return;
    moveTo(OFF[side(event)], true);
  });
  changes.on(image, 'focusin', () => moveTo(shown, true));
  changes.on(image, 'focusout', (event) => {
    if (event.relatedTarget instanceof Node && image.contains(event.relatedTarget)) return;
    if (!image.matches(':hover')) moveTo(OFF.left, true);
  });
}
