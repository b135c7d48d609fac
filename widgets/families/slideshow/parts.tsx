import { useLayoutEffect, useRef } from 'react';
import { tween } from '../../../toolkit/dom/motion';
import { Bind } from '../../../toolkit/react/server-dom';

/**
 * One server slide as a WAI-ARIA carousel slide: a group "Slide N of M", inert while not shown. A slide that is
 * a list's item (bxSlider's lists) stays one, named the same way, so the list keeps its meaning.
 */
export function SlideBinding({
  slide,
  caption,
  position,
  count,
  shown,
  captions,
}: {
  readonly slide: HTMLElement;
  /** Its caption block (`div.slider-desc`, `div.gallery-desc`), which the theme's stylesheet hides. */
  readonly caption: HTMLElement | null;
  readonly position: number;
  readonly count: number;
  readonly shown: boolean;
  /** Whether captions show at all (`data-caption`); only the shown slide's does. */
  readonly captions: boolean;
}) {
  return (
    <>
      <Bind
        el={slide}
        attrs={{
          role: slide.localName === 'li' ? null : 'group',
          'aria-roledescription': slide.localName === 'li' ? null : 'slide',
          'aria-label': `Slide ${position + 1} of ${count}`,
          inert: !shown,
        }}
        classes={{ 'wp-slideshow-slide': true }}
      />
      <Bind el={caption} style={{ display: captions && shown ? 'block' : 'none' }} />
    </>
  );
}

export interface ControlNames {
  /** The wrapper's class (`quartz-controls-wrap`) and the buttons' prefix (`slider` for `slider-prev` …). */
  readonly wrap: string;
  readonly prefix: string;
}

/** Previous, pause/play (with autoplay) and next, as buttons carrying the theme's classes. */
export function Controls({
  names,
  arrows,
  playing,
  lightbox,
  onPrevious,
  onNext,
  onToggle,
}: {
  readonly names: ControlNames;
  readonly arrows: boolean;
  /** Null without autoplay: no pause/play control. */
  readonly playing: boolean | null;
  /** The slider has a lightbox icon (the theme's pause control makes room for it). */
  readonly lightbox: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onToggle: () => void;
}) {
  if (!arrows && playing === null) return null;
  return (
    <div className={`${names.wrap} wp-slideshow-controls`}>
      {playing !== null && (
        <button
          type="button"
          className={`${names.prefix}-pause wp-slideshow-toggle ${playing ? 'pause-2icon-' : 'play-2icon-'}${
            lightbox ? '' : ' no-lightbox'
          }`}
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={onToggle}
        />
      )}
      {arrows && (
        <>
          <button
            type="button"
            className={`${names.prefix}-prev wp-slideshow-arrow`}
            aria-label="Previous"
            onClick={onPrevious}
          />
          <button
            type="button"
            className={`${names.prefix}-next wp-slideshow-arrow`}
            aria-label="Next"
            onClick={onNext}
          />
        </>
      )}
    </div>
  );
}

/** Above this window width the bullets come in one by one, 170 ms apart, as the theme's did. */
const BULLETS_ANIMATE_ABOVE = 1024;
const BULLET_STAGGER_MS = 170;
const BULLET_FADE_MS = 300;

/** The bullets (`div.quartz-bullets-wrap > ul.quartz-bullets > li`), each a button "Slide N". */
export function Bullets({
  count,
  index,
  onPick,
}: {
  readonly count: number;
  readonly index: number;
  readonly onPick: (index: number) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const items = Array.from(list.current?.children ?? []) as HTMLElement[];
    if (window.innerWidth <= BULLETS_ANIMATE_ABOVE) return;
    const stops = items.map((item, at) => {
      item.style.setProperty('opacity', '0');
      return tween({
        duration: BULLET_FADE_MS,
        delay: at * BULLET_STAGGER_MS,
        onUpdate: (progress) => item.style.setProperty('opacity', String(progress)),
        onDone: () => item.style.removeProperty('opacity'),
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <div className="quartz-bullets-wrap wp-slideshow-bullets">
      <ul className="quartz-bullets" ref={list}>
        {Array.from({ length: count }, (_, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one bullet per slide, which never change.
          <li key={at} className={at === index ? 'active' : undefined}>
            <button
              type="button"
              aria-label={`Slide ${at + 1}`}
              aria-current={at === index ? 'true' : undefined}
              onClick={() => onPick(at)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
