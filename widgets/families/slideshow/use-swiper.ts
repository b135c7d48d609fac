import { useLayoutEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { EffectCreative } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from '../../../toolkit/dom/motion';
import { saveClassAndStyle } from '../../../toolkit/dom/save';

/** TouchSwipe's threshold (specification §9): a swipe at least this long moves on; a shorter one springs back. */
export const SWIPE_THRESHOLD = 75;

/** A wheel gesture (a notch, or a touchpad's stream of events) moves one slide; it ends after this quiet. */
const WHEEL_GESTURE_GAP_MS = 200;

export interface SwiperSetup {
  /** Swiper's container: the server's element, whose child `wrapper` holds the slides. */
  readonly host: HTMLElement;
  readonly wrapper: HTMLElement;
  readonly slides: readonly HTMLElement[];
  /**
   * Swiper's options for this kind: the classes of the wrapper and its slides (`wrapperClass`, `slideClass`),
   * the effect, the speed, slides per view …
   */
  readonly options: SwiperOptions & { readonly wrapperClass: string; readonly slideClass: string };
  /** Moves one slide per wheel gesture over the host (the slider and the gallery). */
  readonly wheel?: boolean;
  /** Past the last slide comes the first, and before the first the last (default); false stops at the ends. */
  readonly wrap?: boolean;
  /** Called as a change starts (the slide going to) and once it has ended. */
  readonly onChangeStart?: (index: number, previous: number) => void;
  readonly onChangeEnd?: (index: number) => void;
}

export interface Slideshow {
  /** The slide shown (the one a change is going to, from the moment it starts). */
  readonly index: number;
  /** Moves by `step`, wrapping at both ends. */
  go(step: number): void;
  goTo(index: number): void;
  /** The Swiper instance, for what a kind adds (the carousels' breakpoints); null before the first layout. */
  readonly swiper: Swiper | null;
}

function pointOf(event: Event): { x: number; y: number } | null {
  if ('changedTouches' in event) {
    const touch = (event as TouchEvent).changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return 'clientX' in event
    ? { x: (event as PointerEvent).clientX, y: (event as PointerEvent).clientY }
    : null;
}

/**
 * Swiper on the server's own markup: the server's wrapper and slide elements are Swiper's (its classes given
 * as `wrapperClass`/`slideClass`), so no slide is re-created and no image loaded twice; their classes and
 * inline styles are put back as they were when it unmounts.
 *
 * What the theme's visitors had is kept over Swiper's own rules: every way of moving wraps at both ends; a
 * swipe moves on at 75 px and not before, however fast; the wheel moves one slide per gesture; transitions are
 * instant when the visitor prefers reduced motion.
 */
export function useSwiper(setup: SwiperSetup): Slideshow {
  const { host, wrapper, slides } = setup;
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [index, setIndex] = useState(() => Math.max(0, setup.options.initialSlide ?? 0));
  const latest = useRef(setup);
  latest.current = setup;
  // Taken before any binding of the widget's touches the elements (children's layout effects run first).
  const [restores] = useState(() => [host, wrapper, ...slides].map(saveClassAndStyle));

  useLayoutEffect(() => {
    const { options } = latest.current;
    const instance = new Swiper(host, {
      modules: [EffectCreative],
      init: false,
      ...options,
      speed: prefersReducedMotion() ? 0 : options.speed,
      // Touches are the whole host's: a swipe that starts during a change lands on the slide going away, which
      // is already inert (not hit), so it would miss a listener on the holder. The controls are no swipe.
      touchEventsTarget: 'container',
      noSwipingSelector: 'button, input, select, textarea, .wp-slideshow-thumbnails',
      // The swipe rule below decides; Swiper itself always springs back.
      longSwipes: false,
      shortSwipes: false,
      threshold: 0,
      rewind: false,
      loop: false,
    });
    let start: { x: number; y: number } | null = null;
    instance.on('touchStart', (_swiper, event) => {
      start = pointOf(event);
    });
    instance.on('touchEnd', (_swiper, event) => {
      const end = pointOf(event);
      const from = start;
      start = null;
      if (!from || !end) return;
      const dx = end.x - from.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(end.y - from.y)) return;
      // Swiper springs back once this event returns; the move replaces that.
      queueMicrotask(() => move(instance, dx < 0 ? 1 : -1, latest.current.wrap ?? true));
    });
    instance.on('slideChange', () => {
      setIndex(instance.activeIndex);
      latest.current.onChangeStart?.(instance.activeIndex, instance.previousIndex);
    });
    instance.on('slideChangeTransitionEnd', () => latest.current.onChangeEnd?.(instance.activeIndex));
    instance.init();
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      for (const restore of restores) restore();
    };
  }, [host, restores]);

  useLayoutEffect(() => {
    if (!swiper || !setup.wheel) return;
    let lastWheel = Number.NEGATIVE_INFINITY;
    const onWheel = (event: WheelEvent) => {
      const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      if (delta === 0) return;
      event.preventDefault();
      const now = performance.now();
      const newGesture = now - lastWheel > WHEEL_GESTURE_GAP_MS;
      lastWheel = now;
      if (newGesture) move(swiper, delta > 0 ? 1 : -1, latest.current.wrap ?? true);
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, [swiper, host, setup.wheel]);

  return {
    index,
    swiper,
    go: (step) => swiper && move(swiper, step, latest.current.wrap ?? true),
    goTo: (target) => swiper?.slideTo(target),
  };
}

/** Moves by `step` stops (a slide, or a carousel's group of them), wrapping at both ends or stopping there. */
function move(swiper: Swiper, step: number, wrap: boolean): void {
  const stops = swiper.snapGrid.length;
  if (stops < 2 || swiper.destroyed) return;
  const next = swiper.snapIndex + step;
  if (!wrap && (next < 0 || next >= stops)) return;
  const stop = ((next % stops) + stops) % stops;
  const group = Number(swiper.params.slidesPerGroup) || 1;
  swiper.slideTo(Math.min(stop * group, swiper.slides.length - 1));
}
