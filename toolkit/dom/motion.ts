/**
 * Animations are driven by requestAnimationFrame and performance.now, so fake clocks (vitest's, Playwright's)
 * control them, and every one jumps to its end state when the visitor prefers reduced motion.
 */

export type Easing = (progress: number) => number;

export const easings = {
  linear: (p) => p,
  /** jQuery's default `swing`, used by the replaced plugins' fades and slides. */
  swing: (p) => 0.5 - Math.cos(p * Math.PI) / 2,
  easeInOutQuint: (p) => (p < 0.5 ? 16 * p ** 5 : 1 - (-2 * p + 2) ** 5 / 2),
} satisfies Record<string, Easing>;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface TweenOptions {
  readonly duration: number;
  readonly delay?: number;
  readonly easing?: Easing;
  /** Called with the eased progress, 0 to 1; always called with 1 at the end. */
  readonly onUpdate: (value: number) => void;
  readonly onDone?: () => void;
}

/** Runs an animation; returns a function that stops it where it is. */
export function tween({
  duration,
  delay = 0,
  easing = easings.swing,
  onUpdate,
  onDone,
}: TweenOptions): () => void {
  if (prefersReducedMotion() || duration + delay <= 0) {
    onUpdate(1);
    onDone?.();
    return () => {};
  }
  const start = performance.now() + delay;
  let frame = 0;
  const step = () => {
    const elapsed = performance.now() - start;
    if (elapsed >= duration) {
      onUpdate(1);
      onDone?.();
      return;
    }
    if (elapsed >= 0) onUpdate(easing(elapsed / duration));
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls the window to `top` as jQuery's `animate({ scrollTop })` did (at once under reduced motion), then calls
 * `onDone`; returns a function that stops it where it is (the visitor's own scrolling takes over).
 */
export function scrollWindowTo(top: number, duration: number, onDone?: () => void): () => void {
  const from = scrollY;
  return tween({
    duration,
    onUpdate: (progress) =>
      scrollTo({ left: scrollX, top: from + (top - from) * progress, behavior: 'instant' }),
    onDone,
  });
}
