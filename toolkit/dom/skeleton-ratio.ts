/** The theme's content width: its scale factor is 1 when the `.skeleton` is this wide (markup contract §1.3). */
export const SKELETON_WIDTH = 1060;
/** At 767 px or narrower the factor is 0.7 × the viewport's width over 1060. */
const MOBILE = '(max-width: 767px)';
const MOBILE_SHARE = 0.7;

/**
 * The theme's scale factor (markup contract §1.3): the width of the page's first `.skeleton` (its box, as the
 * theme's stylesheet sizes it) over 1060 px, or 0.7 × the viewport's width over 1060 at 767 px or narrower;
 * never above 1, so a page as wide as the theme's design is left exactly as the server printed it.
 */
export function skeletonRatio(): number {
  const root = document.documentElement;
  if (matchMedia(MOBILE).matches) return Math.min(1, (MOBILE_SHARE * root.clientWidth) / SKELETON_WIDTH);
  const width = document.querySelector('.skeleton')?.getBoundingClientRect().width ?? 0;
  return width > 0 ? Math.min(1, width / SKELETON_WIDTH) : 1;
}

/**
 * Calls `apply(ratio)` now and whenever the factor changes (the window resized or turned), until `signal` aborts.
 * One ResizeObserver on the document: nothing runs while the page scrolls.
 */
export function watchSkeletonRatio(apply: (ratio: number) => void, signal: AbortSignal): void {
  let last = Number.NaN;
  const update = () => {
    const ratio = skeletonRatio();
    if (ratio === last) return;
    last = ratio;
    apply(ratio);
  };
  update();
  if (typeof ResizeObserver !== 'function') return;
  const sizes = new ResizeObserver(update);
  sizes.observe(document.documentElement);
  signal.addEventListener('abort', () => sizes.disconnect(), { once: true });
}
