/** Behaviour spec point 9: the bar grows to 80% over 60 s, and the page's load is followed by 1 s before it ends. */
export const CREEP_TO = 0.8;
export const CREEP_MS = 60_000;
export const FINISH_AFTER_LOAD_MS = 1000;
/** It then completes and hides in 700 ms. */
export const HIDE_MS = 700;

/** How far the bar has crept `elapsed` ms after it showed, 0 to 0.8, linearly. */
export function creep(elapsed: number): number {
  return Math.min(Math.max(elapsed, 0) / CREEP_MS, 1) * CREEP_TO;
}
