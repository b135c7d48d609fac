import type { SwiperOptions } from 'swiper/types';

/** The later build's carousels: Swiper's speed 300, one slide per view under 479 px, two up to 767 px. */
export const CAROUSEL_SPEED = 300;
export const SLIDE_GAP = 20;

/** Slides per view by window width (Swiper's breakpoints are minimum widths): 1, then 2 from 479, then `items`. */
export function swiperBreakpoints(items: number): SwiperOptions['breakpoints'] {
  const view = (count: number) => ({ slidesPerView: count, slidesPerGroup: count });
  return { 0: view(1), 479: view(Math.min(2, items)), 768: view(items) };
}

/**
 * bxSlider's post scroller: each slide as wide as the first one plus its 20 px margin, as many in view as that
 * width goes into the viewport (rounded up, the slides then narrowed to fit), moving that many at a time.
 */
export function scrollablePerView(viewportWidth: number, firstSlideWidth: number): number {
  if (viewportWidth <= 0 || firstSlideWidth <= 0) return 1;
  return Math.max(1, Math.ceil(viewportWidth / (firstSlideWidth + SLIDE_GAP)));
}
