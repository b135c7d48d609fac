import { meaningfulChildren } from '../../toolkit/dom/wpautop';

/**
 * The theme's carousels (markup contract §8 and Appendix B):
 * - `swiper`: the later build's `div.swiper-container[data-items]` › `.swiper-wrapper` › `.swiper-slide`;
 * - `scrollable`: 2.5.7's post scroller, a list (`.scrollable`) whose children are the slides, as many as fit;
 * - `fade`: its testimonials (`ul.rad-testimonials-list`) and tweets (`.tweets-wrapper.slider ul`), one at a
 *   time, fading, with autoplay.
 * bxSlider wrapped the lists in `div.bx-wrapper > div.bx-viewport`; the swiper markup is its own container.
 */
export type CarouselKind = 'swiper' | 'scrollable' | 'fade';

export interface CarouselMarkup {
  readonly kind: CarouselKind;
  /** The element holding the slides (Swiper's wrapper): the list itself for bxSlider's markup. */
  readonly track: HTMLElement;
  readonly slides: readonly HTMLElement[];
}

const elements = (nodes: readonly Node[]) =>
  nodes.filter((node): node is HTMLElement => node instanceof HTMLElement);

export function readCarousel(host: HTMLElement): CarouselMarkup {
  if (host.classList.contains('swiper-container')) {
    const track = elements(meaningfulChildren(host)).find((child) =>
      child.classList.contains('swiper-wrapper'),
    );
    if (!track) throw new Error('it has no div.swiper-wrapper holding its slides');
    const slides = elements(meaningfulChildren(track)).filter((child) =>
      child.classList.contains('swiper-slide'),
    );
    if (slides.length === 0) throw new Error('its div.swiper-wrapper has no div.swiper-slide');
    return { kind: 'swiper', track, slides };
  }
  const slides = elements(meaningfulChildren(host));
  if (slides.length === 0) throw new Error('it has no slides (no child elements)');
  return { kind: host.classList.contains('scrollable') ? 'scrollable' : 'fade', track: host, slides };
}
