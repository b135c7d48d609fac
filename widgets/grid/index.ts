import type { ElementWidget } from '../../loader/contract';
import { type DomChanges, domChanges } from '../../toolkit/dom/changes';
import { domWidget } from '../../toolkit/dom/dom-widget';
import { prefersReducedMotion } from '../../toolkit/dom/motion';
import { listItems } from '../../toolkit/dom/save';
import { columnsOf, layOut } from './layout';
import { portfolioWall } from './portfolio-wall';

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
 * to their places, at once under reduced motion). At 767 px or less the server's layout is left as it is. In
 * Limitless's masonry portfolio the projects fade in once placed, and their pictures' panels slide in on hover
 * (`portfolio-wall.ts`).
 */
export const widget: ElementWidget = domWidget({
  options: {},
  mount({ host: grid, changes }) {
    const layout = layoutOf(grid, changes);
    const items = watchItems(grid, layout, (moved) => schedule(moved), changes);
    // The observer does not watch while the layout writes its own styles.
    const schedule = frameScheduler((glide) => {
      items.disconnect();
      layout.run(glide);
      items.observe();
    }, changes);
    relayOutOnChanges(grid, layout.wide, schedule, changes);
    schedule.now();
    // Limitless's masonry portfolio shows its projects once they are in their places, at every width.
    if (grid.closest('div.portfolio-masonry')) portfolioWall(grid, changes);
  },
});

/**
 * What one layout leaves on the page, undone when the grid goes back to the server's layout (narrow), when an
 * item leaves it, and on unmount: the grid's own inline styles, and each item's.
 */
interface Placement {
  grid: DomChanges | null;
  readonly items: Map<HTMLElement, DomChanges>;
}

/** The grid's layout: `run` lays it out (or, narrow, takes it off), gliding when a filter asked for it. */
function layoutOf(grid: HTMLElement, changes: DomChanges) {
  const mode = modeOf(grid);
  const wide = matchMedia(WIDE);
  const placement: Placement = { grid: null, items: new Map() };
  let measured = 0;
  // Whether each item was shown at the last layout: only a change of that (a filter) moves items, not every
  // style written on them (an entrance animation's opacity, frame by frame).
  const shownAtLayout = new Map<HTMLElement, boolean>();
  const isShown = (item: HTMLElement) => getComputedStyle(item).display !== 'none';

  const unlayout = () => {
    for (const item of placement.items.values()) item.undo();
    placement.items.clear();
    shownAtLayout.clear();
    placement.grid?.undo();
    placement.grid = null;
  };

  /** Inline styles the layout writes on an element, its server values back when `scope` is undone. */
  const keptBy = (element: HTMLElement, styles: readonly string[]) => {
    const scope = domChanges(changes.signal);
    scope.keep(element, { styles });
    return scope;
  };

  const place = (glide: boolean) => {
    const items = listItems(grid);
    for (const [item, scope] of placement.items) {
      if (!items.includes(item)) {
        scope.undo();
        placement.items.delete(item);
      }
    }
    const first = items[0] ?? null;
    // Before the grid takes its items out of the flow: how many the server's CSS puts in a row.
    if (first && !placement.grid) measured = Math.round(grid.clientWidth / Math.max(1, first.offsetWidth));
    placement.grid ??= keptBy(grid, GRID_STYLES);
    // The items' containing block from now on, before they are measured: a width in per cent (the theme's
    // 24.9 %) is the grid's, not that of some wider positioned ancestor.
    grid.style.setProperty('position', 'relative');
    // Where the theme's rules give the items their width (Limitless's masonry portfolio: 24.9%; its blog grid:
    // 350 px and margins), Isotope's columns are the first item's outer width, and the items keep theirs;
    // elsewhere (no such rule) the column names say how many, and the items are given the column's width.
    shownAtLayout.clear();
    for (const item of items) shownAtLayout.set(item, isShown(item));
    const shown = items.filter((item) => shownAtLayout.get(item));
    const sample = measured >= 2 && shown[0] ? outerBox(shown[0]) : null;
    const sized = sample && sample.width >= 1 ? sample : null;
    const columns = sized
      ? Math.max(1, Math.floor((grid.clientWidth + 1) / sized.width))
      : columnsOf(grid, first, innerWidth, measured);
    const width = sized ? sized.width : grid.clientWidth / columns;
    for (const item of items) {
      if (!placement.items.has(item)) placement.items.set(item, keptBy(item, ITEM_STYLES));
      item.style.setProperty('position', 'absolute');
      if (!sized) item.style.setProperty('width', `${width}px`);
      if (glide) item.style.setProperty('transition', `left ${MOVE_MS}ms, top ${MOVE_MS}ms`);
      else item.style.removeProperty('transition');
    }
    const { positions, height } = layOut(
      mode,
      shown.map((item) => (sized ? outerBox(item).height : item.offsetHeight)),
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

  return {
    wide,
    /** Whether an item's being shown changed since the last layout (a filter hid or showed it). */
    moved: (item: HTMLElement) => shownAtLayout.get(item) !== isShown(item),
    run(glide: boolean) {
      if (!wide.matches) unlayout();
      else place(glide && !prefersReducedMotion());
    },
  };
}

type Layout = ReturnType<typeof layoutOf>;

/** An item's box with its margins, as Isotope measured items (`outerWidth(true)`, `outerHeight(true)`). */
function outerBox(item: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(item);
  const margin = (side: string) => Number.parseFloat(style.getPropertyValue(`margin-${side}`)) || 0;
  const box = item.getBoundingClientRect();
  return {
    width: box.width + margin('left') + margin('right'),
    height: box.height + margin('top') + margin('bottom'),
  };
}

/**
 * Runs `run` at the next frame (`schedule(glide)`), once however often asked, gliding if any of the asks did;
 * `now()` runs it at once.
 */
function frameScheduler(run: (glide: boolean) => void, changes: DomChanges) {
  let frame = 0;
  let animate = false;
  const now = () => {
    frame = 0;
    run(animate);
    animate = false;
  };
  changes.defer(() => cancelAnimationFrame(frame));
  const schedule = (glide = false) => {
    if (changes.signal.aborted) return;
    animate ||= glide;
    if (!frame) frame = requestAnimationFrame(now);
  };
  return Object.assign(schedule, { now });
}

type Schedule = ReturnType<typeof frameScheduler>;

/** Items arriving (load more), or shown or hidden by a filter (`changed(true)`: they glide to their places). */
function watchItems(
  grid: HTMLElement,
  layout: Layout,
  changed: (moved: boolean) => void,
  changes: DomChanges,
): { observe(): void; disconnect(): void } {
  const observer = new MutationObserver((records) => {
    const arrived = records.some((record) => record.type === 'childList');
    const moved = records.some(
      (record) =>
        record.type === 'attributes' &&
        record.target.parentElement === grid &&
        layout.moved(record.target as HTMLElement),
    );
    if (arrived || moved) changed(moved);
  });
  changes.defer(() => observer.disconnect());
  return {
    observe: () =>
      observer.observe(grid, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['style'],
      }),
    disconnect: () => observer.disconnect(),
  };
}

/** The window resized (100 ms after it stops), crossing 768 px, or an image inside loaded: laid out again. */
function relayOutOnChanges(
  grid: HTMLElement,
  wide: MediaQueryList,
  schedule: Schedule,
  changes: DomChanges,
): void {
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  changes.defer(() => clearTimeout(resizeTimer));
  changes.on(window, 'resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => schedule(), RESIZE_MS);
  });
  changes.on(wide, 'change', () => schedule());
  // An image's load does not bubble, but is seen on the way down.
  changes.on(grid, 'load', () => schedule(), { capture: true });
}
