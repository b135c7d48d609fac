/**
 * The counter's value at `progress` (0 to 1) of its running time: from `start` to `end` in whole `step`s, as the
 * theme's numinate counter (`from`, `to`, `stepUnit` over `runningInterval`), ending exactly on `end`.
 */
export function valueAt(start: number, end: number, step: number, progress: number): number {
  if (progress >= 1 || start === end) return end;
  const distance = Math.abs(end - start);
  const steps = Math.ceil(distance / step);
  const taken = Math.floor(Math.max(0, progress) * steps);
  const value = start + Math.sign(end - start) * Math.min(taken * step, distance);
  return value;
}

/** Decimal places of the step, so 0.5 steps show one decimal and whole steps none. */
export function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function formatCount(value: number, decimals: number, locale?: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
