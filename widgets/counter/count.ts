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

/** The most decimals a number is shown with (`toLocaleString`'s limit in every browser supported). */
const MAX_DECIMALS = 20;

/**
 * Decimal places of the step, so 0.5 steps show one decimal and whole steps none; a step JavaScript writes in
 * exponent notation (`1.5e-9`: ten decimals) counts its exponent too.
 */
export function decimalsOf(step: number): number {
  const [mantissa = '', exponent = '0'] = String(step).split('e');
  const dot = mantissa.indexOf('.');
  const decimals = (dot === -1 ? 0 : mantissa.length - dot - 1) - Number(exponent);
  return Math.min(MAX_DECIMALS, Math.max(0, decimals));
}

export function formatCount(value: number, decimals: number, locale?: string): string {
  return value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
