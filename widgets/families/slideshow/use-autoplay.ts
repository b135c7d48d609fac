import { useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../toolkit/dom/motion';

export interface AutoplaySetup {
  /** The widget's `data-autoplay`; reduced motion starts it stopped (its Play control still works). */
  readonly enabled: boolean;
  /** Milliseconds each slide shows. */
  readonly duration: number;
  /** The slide shown: any change, however it came, starts the wait again. */
  readonly index: number;
  /** Waiting is on hold (the pointer over the gallery, keyboard focus inside, out of view). */
  readonly held: boolean;
  /** The progress bar (`span.progress-bar`), which grows to full width over the wait. */
  readonly bar: HTMLElement | null;
  readonly onAdvance: () => void;
}

export interface Autoplay {
  readonly playing: boolean;
  /** The pause/play control: pausing empties the bar, playing starts it again from the beginning. */
  toggle(): void;
}

/**
 * The slider's autoplay: after `duration` it moves on. The wait is a timer (so a fake clock drives it) that a
 * hold stops and resumes with what was left; the bar is an animation of its own, paused and resumed with it,
 * which costs the page no script per frame. The specification's pause/play control resets the bar on pause and
 * restarts it on play.
 */
export function useAutoplay({ enabled, duration, index, held, bar, onAdvance }: AutoplaySetup): Autoplay {
  const [playing, setPlaying] = useState(() => enabled && !prefersReducedMotion());
  const advance = useRef(onAdvance);
  advance.current = onAdvance;
  const wait = useRef<{ left: number; growth: Animation | null }>({ left: duration, growth: null });

  // A new slide, a new start or a stop: the whole wait again, and the bar from empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` and `playing` are what restarts it.
  useLayoutEffect(() => {
    const state = wait.current;
    state.left = duration;
    state.growth?.cancel();
    state.growth = null;
    if (!playing || !bar || typeof bar.animate !== 'function') return;
    state.growth = bar.animate([{ width: '0%' }, { width: '100%' }], { duration, fill: 'forwards' });
    state.growth.pause();
    return () => {
      state.growth?.cancel();
      state.growth = null;
    };
  }, [index, playing, duration, bar]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide starts the timer again.
  useLayoutEffect(() => {
    if (!playing || held) return;
    const state = wait.current;
    const started = performance.now();
    state.growth?.play();
    const timer = setTimeout(() => {
      state.left = duration;
      advance.current();
    }, state.left);
    return () => {
      clearTimeout(timer);
      state.left = Math.max(0, state.left - (performance.now() - started));
      state.growth?.pause();
    };
  }, [playing, held, duration, index]);

  return { playing, toggle: () => setPlaying((now) => !now) };
}
