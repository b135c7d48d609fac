import { useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../toolkit/motion';

export interface AutoplaySetup {
  /** The widget's `data-autoplay`; reduced motion starts it stopped (its Play control still works). */
  readonly enabled: boolean;
  /** Milliseconds each slide shows. */
  readonly duration: number;
  /** The slide shown: any change, however it came, starts the wait again. */
  readonly index: number;
  /** Waiting is on hold (the pointer over the gallery, keyboard focus inside, out of view). */
  readonly held: boolean;
  /** The progress bar, its width following the wait (`span.progress-bar`). */
  readonly bar: HTMLElement | null;
  readonly onAdvance: () => void;
}

export interface Autoplay {
  readonly playing: boolean;
  /** The pause/play control: pausing empties the bar, playing starts it again from the beginning. */
  toggle(): void;
}

/**
 * The slider's autoplay: after `duration` it moves on, the bar growing meanwhile. Time is counted in animation
 * frames from `performance.now`, so a fake clock drives it, a hidden tab stops it, and a hold keeps what had
 * passed. The spec's pause/play control resets the bar on pause and restarts it on play.
 */
export function useAutoplay({ enabled, duration, index, held, bar, onAdvance }: AutoplaySetup): Autoplay {
  const [playing, setPlaying] = useState(() => enabled && !prefersReducedMotion());
  const elapsed = useRef(0);
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide (or a new start) waits the whole time.
  useLayoutEffect(() => {
    elapsed.current = 0;
    bar?.style.setProperty('width', '0%');
  }, [index, playing, bar]);

  useLayoutEffect(() => {
    if (!playing || held) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      elapsed.current += Math.max(0, now - last);
      last = now;
      if (elapsed.current >= duration) {
        elapsed.current = 0;
        advance.current();
      }
      bar?.style.setProperty('width', `${Math.min(100, (elapsed.current / duration) * 100)}%`);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, held, duration, bar]);

  return { playing, toggle: () => setPlaying((now) => !now) };
}
