import { useLayoutEffect, useState } from 'react';
import { easings, tween } from '../../toolkit/dom/motion';
import type { Options } from '../../toolkit/dom/options';
import { useRevealed } from '../../toolkit/react/in-view';
import type { WidgetProps } from '../../toolkit/react/react-widget';
import { Bind, useInlineStyle } from '../../toolkit/react/server-dom';
import type { progressBarsOptions } from './options';
import { type Bar, readBars } from './read-bars';

/** The theme's numbers: each bar fills over 1500 ms (easeInOutQuint), 100 ms after the one before it. */
const FILL_MS = 1500;
const STAGGER_MS = 100;
/** Then its label fades in, as jQuery's fadeIn. */
const LABEL_FADE_MS = 400;

function BarBinding({
  bar,
  id,
  dimension,
  filling,
  filled,
}: {
  bar: Bar;
  id: string;
  dimension: 'width' | 'height';
  filling: boolean;
  filled: boolean;
}) {
  const titleId = bar.title?.id || `${id}-title`;
  useInlineStyle(bar.filler, [dimension]);
  return (
    <>
      <Bind el={bar.title} attrs={{ id: titleId }} />
      <Bind
        el={bar.filler}
        // The theme hides a filler and its label until its script shows them (progress-bars.css).
        classes={{ 'wgt-progress-filling': filling, 'wgt-progress-filled': filled }}
        attrs={{
          role: 'meter',
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': bar.fill,
          'aria-valuetext': bar.filler.textContent?.trim() || `${bar.fill}%`,
          ...(bar.title ? { 'aria-labelledby': titleId } : { 'aria-label': `${bar.fill}%` }),
        }}
      />
      {bar.contents.map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the server's children do not change while mounted.
        <RestoreOpacity key={index} el={child} />
      ))}
    </>
  );
}

function RestoreOpacity({ el }: { el: HTMLElement }) {
  useInlineStyle(el, ['opacity']);
  return null;
}

/**
 * The theme's progress bars: when the group reaches 70% of the viewport, each bar fills to its `data-fill`
 * percent, 100 ms after the one before, then its label fades in. Each bar is a WAI-ARIA meter named by its title.
 */
export function ProgressBars({ host, options, ctx }: WidgetProps<Options<typeof progressBarsOptions>>) {
  const [bars] = useState(() => readBars(host, ctx));
  const revealed = useRevealed(host);
  const [filled, setFilled] = useState<ReadonlySet<number>>(() => new Set());
  const dimension = options.orientation === 'vertical' ? 'height' : 'width';

  // Empty bars and hidden labels until the group is revealed (before the first paint); the inline styles
  // are put back on unmount.
  useLayoutEffect(() => {
    for (const bar of bars) {
      bar.filler.style.setProperty(dimension, '0%');
      for (const child of bar.contents) child.style.setProperty('opacity', '0');
    }
  }, [bars, dimension]);

  // A layout effect, so that unmounting stops the tweens in the same commit that restores the inline styles:
  // a passive cleanup may run after the next paint (preact), and a frame in between would write into the
  // restored server markup.
  useLayoutEffect(() => {
    if (!revealed) return;
    const running: Array<() => void> = [];
    bars.forEach((bar, index) => {
      running.push(
        tween({
          delay: index * STAGGER_MS,
          duration: FILL_MS,
          easing: easings.easeInOutQuint,
          onUpdate: (progress) => bar.filler.style.setProperty(dimension, `${progress * bar.fill}%`),
          onDone: () => {
            setFilled((done) => new Set(done).add(index));
            for (const child of bar.contents) {
              running.push(
                tween({
                  duration: LABEL_FADE_MS,
                  onUpdate: (progress) => child.style.setProperty('opacity', String(progress)),
                  onDone: () => child.style.removeProperty('opacity'),
                }),
              );
            }
          },
        }),
      );
    });
    return () => {
      for (const cancel of running) cancel();
    };
  }, [revealed, bars, dimension]);

  return bars.map((bar, index) => (
    <BarBinding
      // biome-ignore lint/suspicious/noArrayIndexKey: the server's bars do not change while mounted.
      key={index}
      bar={bar}
      id={`${ctx.id}-bar-${index}`}
      dimension={dimension}
      filling={revealed}
      filled={filled.has(index)}
    />
  ));
}
