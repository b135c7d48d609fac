import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MountContext } from '../../../loader/contract';
import { dispatchContractEvent } from '../../../toolkit/dom/contract-events';
import { prefersReducedMotion } from '../../../toolkit/dom/motion';
import { useBackgroundVideo } from '../../../toolkit/react/background-video';
import { RegionName } from '../../../toolkit/react/region-name';
import { Bind, useSetAside } from '../../../toolkit/react/server-dom';
import { type Effect, effectOptions, TRANSITION_MS } from './effects';
import { useElementSize } from './element-size';
import { boxStyle, captionLayout, fullScreenHeight } from './layout';
import { type ControlNames, Controls, SlideBinding } from './parts';
import type { SlideMarkup, SlidesClasses, SlidesMarkup } from './read-slides';
import { useAutoplay } from './use-autoplay';
import { useHold } from './use-hold';
import { useReady } from './use-ready';
import { type Slideshow as Moves, useSwiper } from './use-swiper';

/** What differs between the theme's slider (Quartz) and its gallery (Selene). */
export interface SlideshowKind {
  /** The plugin's name, which prefixes its events (`quartzSlideChanged`). */
  readonly plugin: 'quartz' | 'selene';
  /** What screen readers call the carousel. */
  readonly label: string;
  /** The server's classes for the holder, its slides and their captions. */
  readonly classes: SlidesClasses;
  readonly controls: ControlNames;
  /** The gallery waits while the pointer is over its image. */
  readonly hoverHold: boolean;
}

export interface SlideshowSettings {
  readonly width: number;
  readonly height: number;
  /** Seconds, as the theme's `data-duration`. */
  readonly duration: number;
  readonly autoplay: boolean;
  readonly effect: Effect;
  readonly arrows: boolean;
  readonly captions: boolean;
  readonly fullWidth: boolean;
  readonly adaptive: boolean;
  readonly fullScreen: boolean;
}

interface Props {
  readonly host: HTMLElement;
  readonly markup: SlidesMarkup;
  readonly kind: SlideshowKind;
  readonly settings: SlideshowSettings;
  readonly ctx: MountContext;
  /**
   * What picks a slide: the slider's bullets (rendered over the image, in `overlay`), the gallery's thumbnails
   * (below it, in the host).
   */
  readonly picker: (moves: Moves, overlay: HTMLElement) => ReactNode;
}

function Slide({
  slide,
  at,
  count,
  shown,
  playing,
  captions,
}: {
  slide: SlideMarkup;
  at: number;
  count: number;
  shown: boolean;
  playing: boolean;
  captions: boolean;
}) {
  useBackgroundVideo(slide.video, shown && playing);
  // A picture printed without a description (a single portfolio's full-screen gallery's) is described by its
  // slide's caption: it says so (an empty alt), rather than being read as its file's address.
  const [undescribed] = useState(() =>
    slide.caption?.textContent?.trim() ? slide.images.filter((image) => !image.hasAttribute('alt')) : [],
  );
  return (
    <>
      <SlideBinding
        slide={slide.element}
        caption={slide.caption}
        position={at}
        count={count}
        shown={shown}
        captions={captions}
      />
      {undescribed.map((image, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slide's own images, read once, never reordered
        <Bind key={index} el={image} attrs={{ alt: '' }} />
      ))}
    </>
  );
}

/** A full-screen gallery's height: the window below its top, kept current as the window changes. */
function useFullScreenHeight(host: HTMLElement, on: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!on) return;
    const update = () =>
      setHeight(fullScreenHeight(window.innerHeight, host.getBoundingClientRect().top + window.scrollY));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [host, on]);
  return height;
}

/**
 * The theme's slider and gallery on Swiper, as a WAI-ARIA carousel: the server's slides, shown one at a time with
 * the chosen effect (700 ms), moved by the controls, the picker, the arrow keys, the wheel and a swipe, all
 * wrapping; autoplay with its progress bar and pause/play control; and the theme's events on the element.
 */
export function Slideshow({ host, markup, kind, settings, ctx, picker }: Props) {
  const { holder, slides } = markup;
  const [elements] = useState(() => slides.map((slide) => slide.element));
  const [images] = useState(() => slides.flatMap((slide) => slide.images));
  // The theme's stylesheet places the captions over the slide (style.css `div.slider-desc`, `div.gallery-desc`:
  // position absolute). A page whose stylesheet does not (a site on another theme) gets the widget's own placing.
  const [ownCaptions] = useState(() =>
    slides.some((slide) => slide.caption && getComputedStyle(slide.caption).position === 'static'),
  );
  // The height the server printed on the holder (the theme's `.items-holder` gets `style="height:500px"`): the page
  // is laid out with it before the bundle runs, so the slider keeps it at every width, its pictures covering the
  // box, and nothing below moves as it mounts (Quartz kept it too). Without one (widget markup on another theme)
  // the box keeps its designed shape as it narrows.
  const [printedHeight] = useState(() => holder.style.getPropertyValue('height') !== '');
  const [loader] = useState(() =>
    Array.from(host.parentElement?.children ?? []).filter((sibling) => sibling.classList.contains('loader')),
  );

  const moves = useSwiper({
    host,
    wrapper: holder,
    slides: elements,
    wheel: true,
    options: {
      wrapperClass: kind.classes.holder,
      slideClass: kind.classes.slide,
      slideActiveClass: 'active',
      speed: TRANSITION_MS,
      autoHeight: settings.adaptive,
      ...effectOptions(settings.effect),
    },
    onChangeStart: (index, previous) =>
      dispatchContractEvent(host, {
        native: `${kind.plugin}:slideBeforeChange`,
        detail: { index, previous },
        jquery: `${kind.plugin}SlideBeforeChange`,
        jqueryArgs: [index],
      }),
    onChangeEnd: (index) =>
      dispatchContractEvent(host, {
        native: `${kind.plugin}:slideChanged`,
        detail: { index },
        jquery: `${kind.plugin}SlideChanged`,
        jqueryArgs: [index],
      }),
  });
  const { index, swiper } = moves;

  const ready = useReady({
    images,
    onRetry: () => swiper?.update(),
    onBroken: (image) =>
      ctx.warn(
        host,
        `the image of slide ${elements.findIndex((slide) => slide.contains(image)) + 1} (${image.getAttribute('src') ?? ''}) could not be loaded; that slide shows without it.`,
      ),
  });
  useSetAside(ready ? loader : []);

  const hold = useHold(host, { hoverTarget: kind.hoverHold ? holder : null });
  const [bar, setBar] = useState<HTMLSpanElement | null>(null);
  const [overlay, setOverlay] = useState<HTMLDivElement | null>(null);
  const autoplay = useAutoplay({
    enabled: settings.autoplay,
    duration: settings.duration * 1000,
    index,
    held: hold.held,
    bar,
    onAdvance: () => moves.go(1),
  });

  const size = useElementSize(host);
  const holderSize = useElementSize(holder);
  const fullScreen = useFullScreenHeight(host, settings.fullScreen);
  const layout = captionLayout(size.width);
  const box = boxStyle(settings);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.matches('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    moves.go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const reduced = prefersReducedMotion();
  return (
    <>
      <Bind
        el={host}
        attrs={{ role: 'region', 'aria-roledescription': 'carousel' }}
        classes={{
          'wp-slideshow': true,
          'full-stretch': settings.fullWidth,
          adaptive: settings.adaptive,
          'wp-slideshow--captions-normal': layout === 'normal',
          'wp-slideshow--captions-compact': layout === 'compact',
          'wp-slideshow--captions-small': layout === 'small',
          'wp-slideshow--captions-none': layout === 'none',
          'wp-slideshow--own-captions': ownCaptions,
        }}
        style={{
          visibility: ready ? 'visible' : 'hidden',
          opacity: ready ? '1' : '0',
          width: '100%',
          'max-width': box['max-width'],
        }}
        on={{ keydown: onKeyDown }}
      />
      <RegionName el={host} fallback={kind.label} id={`${ctx.id}-name`} />
      <Bind
        el={holder}
        attrs={{ 'aria-live': autoplay.playing && !hold.held ? 'off' : 'polite' }}
        classes={{ 'wp-slideshow-track': true }}
        style={
          settings.adaptive
            ? { height: null }
            : fullScreen !== null
              ? { height: `${fullScreen}px`, 'aspect-ratio': null, 'max-height': null }
              : printedHeight
                ? { 'aspect-ratio': null, 'max-height': null }
                : { height: null, 'aspect-ratio': box['aspect-ratio'], 'max-height': box['max-height'] }
        }
      />
      {slides.map((slide, at) => (
        <Slide
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's slides never change while mounted.
          key={at}
          slide={slide}
          at={at}
          count={slides.length}
          shown={at === index}
          playing={hold.inView && !reduced}
          captions={settings.captions && layout !== 'none'}
        />
      ))}
      {createPortal(
        <div className="wp-slideshow-overlay" ref={setOverlay} style={{ height: `${holderSize.height}px` }}>
          <Controls
            names={kind.controls}
            arrows={settings.arrows && slides.length > 1}
            playing={settings.autoplay && slides.length > 1 ? autoplay.playing : null}
            lightbox={host.querySelector('.ioa-lightbox-icon') !== null}
            onPrevious={() => moves.go(-1)}
            onNext={() => moves.go(1)}
            onToggle={() => {
              hold.release();
              autoplay.toggle();
            }}
          />
          {settings.autoplay && slides.length > 1 && <span className="progress-bar" ref={setBar} />}
        </div>,
        host,
      )}
      {overlay && slides.length > 1 && picker(moves, overlay)}
    </>
  );
}
