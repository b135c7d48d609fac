import type { ElementWidget } from '../../loader/contract';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { listItems, saveInlineStyle } from '../../toolkit/dom/save';
import { columnsOf, layOut } from './layout';

/** Isotope ran above 767 px only; at that width or less the server's single column stays (markup contract §9). */
const WIDE = '(min-width: 768px)';
/** Relayout on resize, debounced (specification, point 9). */
const RESIZE_MS = 100;
/** How long items glide to their new places when a filter changes what shows. */
const MOVE_MS = 400;

const ITEM_STYLES = ['position', 'left', 'top', 'width', 'transition'];
const GRID_STYLES = ['position', 'height'];

/**
 * Masonry where the page has a masonry portfolio, proportional grid or blog grid (markup contract §9.1), and in
 * the page builder's masonry widget (Appendix B); rows elsewhere.
 */
function modeOf(grid: HTMLElement): 'masonry' | 'rows' {
  const masonry = '.portfolio-masonry, .proportional-resize, .blog_posts';
  return grid.matches('.post_masonry-container') || grid.ownerDocument.querySelector(masonry)
    ? 'masonry'
    : 'rows';
}

/**
 * The theme's isotope grids (`.isotope`: portfolio, blog and RAD post grids): above 767 px the items are laid
 * out in columns, masonry or rows, and laid out again when the window is resized (100 ms after it stops), when
 * an image inside loads, when items arrive (load more) and when a filter hides or shows some (then they glide
 * to their places, at once under reduced motion). At 767 px or less the server's layout is left as it is.
 */
export const widget: ElementWidget = {
  mount(grid, ctx) {
    const mode = modeOf(grid);
    const wide = matchMedia(WIDE);
    const restores = new Map<HTMLElement, () => void>();
    let restoreGrid: (() => void) | null = null;
    let frame = 0;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    let animate = false;
    let measured = 0;

    // Whether each item was shown at the last layout: only a change of that (a filter) moves items, not every
    // style written on them (an entrance animation's opacity, frame by frame).
    const shownAtLayout = new Map<HTMLElement, boolean>();
    const isShown = (item: HTMLElement) => getComputedStyle(item).display !== 'none';
    const observer = new MutationObserver((records) => {
      const arrived = records.some((record) => record.type === 'childList');
      const moved = records.some(
        (record) =>
          record.type === 'attributes' &&
          record.target.parentElement === grid &&
          shownAtLayout.get(record.target as HTMLElement) !== isShown(record.target as HTMLElement),
      );
      if (arrived || moved) schedule(moved);
    });
    const watch = () =>
      observer.observe(grid, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style'],
      });

    const unlayout = () => {
      for (const restore of restores.values()) restore();
      restores.clear();
      shownAtLayout.clear();
      restoreGrid?.();
      restoreGrid = null;
    };

    const layout = () => {
      frame = 0;
      observer.disconnect();
      if (!wide.matches) unlayout();
      else place(animate && !prefersReducedMotion());
      animate = false;
      watch();
    };

    const place = (glide: boolean) => {
      const items = listItems(grid);
      for (const [item, restore] of restores) {
        if (!items.includes(item)) {
          restore();
          restores.delete(item);
        }
      }
      const first = items[0] ?? null;
      // Before the grid takes its items out of the flow: how many the server's CSS puts in a row.
      if (first && !restoreGrid) measured = Math.round(grid.clientWidth / Math.max(1, first.offsetWidth));
      restoreGrid ??= saveInlineStyle(grid, GRID_STYLES);
      const columns = columnsOf(grid, first, innerWidth, measured);
      const width = grid.clientWidth / columns;
      shownAtLayout.clear();
      for (const item of items) shownAtLayout.set(item, isShown(item));
      const shown = items.filter((item) => shownAtLayout.get(item));
      for (const item of items) {
        if (!restores.has(item)) restores.set(item, saveInlineStyle(item, ITEM_STYLES));
        item.style.setProperty('position', 'absolute');
        item.style.setProperty('width', `${width}px`);
        if (glide) item.style.setProperty('transition', `left ${MOVE_MS}ms, top ${MOVE_MS}ms`);
        else item.style.removeProperty('transition');
      }
      const { positions, height } = layOut(
        mode,
        shown.map((item) => item.offsetHeight),
        columns,
        width,
      );
      shown.forEach((item, at) => {
        const position = positions[at];
        item.style.setProperty('left', `${position?.x ?? 0}px`);
        item.style.setProperty('top', `${position?.y ?? 0}px`);
      });
      grid.style.setProperty('position', 'relative');
      grid.style.setProperty('height', `${height}px`);
    };

    const schedule = (glide = false) => {
      animate ||= glide;
      if (!frame) frame = requestAnimationFrame(layout);
    };

    const resized = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => schedule(), RESIZE_MS);
    };

    layout();
    addEventListener('resize', resized, { signal: ctx.signal });
    wide.addEventListener('change', () => schedule(), { signal: ctx.signal });
    // An image's load does not bubble, but is seen on the way down.
    grid.addEventListener('load', () => schedule(), { capture: true, signal: ctx.signal });

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(resizeTimer);
      unlayout();
    };
  },
};
