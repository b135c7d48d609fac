import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Options } from '../../toolkit/dom/options';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { RegionName } from '../../toolkit/react/region-name';
import { Bind, useWrap } from '../../toolkit/react/server-dom';
import { effectOptions } from '../families/slideshow/effects';
import { SlideBinding } from '../families/slideshow/parts';
import { useAutoplay } from '../families/slideshow/use-autoplay';
import { useHold } from '../families/slideshow/use-hold';
import { useSwiper } from '../families/slideshow/use-swiper';
import { CAROUSEL_SPEED, SLIDE_GAP, scrollablePerView, swiperBreakpoints } from './layout';
import type { carouselOptions } from './options';
import { readCarousel } from './read-carousel';

/** bxSlider's defaults for the testimonials and tweets: 500 ms fades, 4000 ms between them. */
const FADE_SPEED = 500;
const FADE_PAUSE_MS = 4000;

/** Where Swiper runs: the swiper markup's own container, or bxSlider's `div.bx-wrapper > div.bx-viewport`. */
function useFrame(host: HTMLElement, wrapped: boolean): { outer: HTMLElement; viewport: HTMLElement } {
  const [frame] = useState(() => {
    if (!wrapped) return { outer: host, viewport: host };
    const outer = document.createElement('div');
    outer.className = 'bx-wrapper';
    const viewport = document.createElement('div');
    viewport.className = 'bx-viewport';
    outer.append(viewport);
    return { outer, viewport };
  });
  useWrap(host, wrapped ? frame.outer : null, frame.viewport);
  return frame;
}

/**
 * The theme's carousels on Swiper: the later build's `.swiper-container[data-items]`, and the lists 2.5.7 gave
 * bxSlider (the post scroller, testimonials and tweets), each with previous and next buttons (and pause/play
 * where it plays by itself) that show when the pointer is over it or focus is in it.
 */
export function Carousel({ host, options, ctx }: WidgetProps<Options<typeof carouselOptions>>) {
  const [markup] = useState(() => readCarousel(host));
  const { kind, track, slides } = markup;
  const frame = useFrame(host, kind !== 'swiper');
  const [perView] = useState(() =>
    kind === 'scrollable'
      ? scrollablePerView(host.parentElement?.clientWidth ?? 0, slides[0]?.getBoundingClientRect().width ?? 0)
      : 1,
  );
  const fading = kind === 'fade';
  const moves = useSwiper({
    host: frame.viewport,
    wrapper: track,
    slides,
    wrap: kind !== 'scrollable',
    options: {
      wrapperClass: 'wp-slideshow-track',
      slideClass: 'wp-slideshow-slide',
      speed: fading ? FADE_SPEED : CAROUSEL_SPEED,
      spaceBetween: fading ? 0 : SLIDE_GAP,
      ...(kind === 'swiper' ? { breakpoints: swiperBreakpoints(options.items) } : {}),
      ...(kind === 'scrollable' ? { slidesPerView: perView, slidesPerGroup: perView } : {}),
      ...(fading ? { ...effectOptions('fade'), autoHeight: true } : {}),
    },
  });
  const { swiper, index } = moves;

  // The slides in view, which a change of breakpoint or a move changes.
  const [inView, setInView] = useState<readonly number[]>([0]);
  useLayoutEffect(() => {
    if (!swiper) return;
    const update = () => {
      const count = Number(swiper.params.slidesPerView) || 1;
      setInView(
        slides.map((_, at) => at).filter((at) => at >= swiper.activeIndex && at < swiper.activeIndex + count),
      );
    };
    update();
    swiper.on('slideChange', update);
    swiper.on('breakpoint', update);
    return () => {
      swiper.off('slideChange', update);
      swiper.off('breakpoint', update);
    };
  }, [swiper, slides]);

  const hold = useHold(frame.outer, { hoverTarget: frame.outer });
  const autoplay = useAutoplay({
    enabled: fading && slides.length > 1,
    duration: FADE_PAUSE_MS,
    index,
    held: hold.held,
    bar: null,
    onAdvance: () => moves.go(1),
  });

  const buttons =
    kind === 'swiper'
      ? { prev: 'swiper-button-prev', next: 'swiper-button-next' }
      : { prev: 'bx-prev', next: 'bx-next' };
  const lastStop = (swiper?.snapGrid.length ?? 1) - 1;
  const atStart = kind === 'scrollable' && (swiper?.snapIndex ?? 0) === 0;
  const atEnd = kind === 'scrollable' && (swiper?.snapIndex ?? 0) >= lastStop;
  return (
    <>
      <Bind
        el={frame.outer}
        attrs={{ role: 'region', 'aria-roledescription': 'carousel' }}
        classes={{ 'wp-carousel': true, 'wp-carousel--fade': fading }}
      />
      <RegionName el={frame.outer} source={host} fallback="Carousel" id={`${ctx.id}-name`} />
      <Bind el={frame.viewport} classes={{ 'wp-carousel-viewport': true }} />
      <Bind
        el={track}
        classes={{ 'wp-slideshow-track': true }}
        attrs={{ 'aria-live': autoplay.playing && !hold.held ? 'off' : 'polite' }}
      />
      {slides.map((slide, at) => (
        <SlideBinding
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's slides never change while mounted.
          key={at}
          slide={slide}
          caption={null}
          position={at}
          count={slides.length}
          shown={inView.includes(at)}
          captions={false}
        />
      ))}
      {slides.length > (Number(swiper?.params.slidesPerView) || 1) &&
        createPortal(
          <div className="bx-controls bx-has-controls-direction wp-carousel-controls">
            <div className="bx-controls-direction">
              <button
                type="button"
                className={buttons.prev}
                aria-label="Previous"
                disabled={atStart}
                onClick={() => moves.go(-1)}
              />
              <button
                type="button"
                className={buttons.next}
                aria-label="Next"
                disabled={atEnd}
                onClick={() => moves.go(1)}
              />
            </div>
            {fading && (
              <div className="bx-controls-auto">
                <button
                  type="button"
                  className={autoplay.playing ? 'bx-stop' : 'bx-start'}
                  aria-label={autoplay.playing ? 'Pause' : 'Play'}
                  onClick={() => {
                    hold.release();
                    autoplay.toggle();
                  }}
                />
              </div>
            )}
          </div>,
          frame.outer,
        )}
    </>
  );
}
