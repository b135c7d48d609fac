/**
 * woocommerce.js's rule for quantity inputs: a value below the input's minimum is raised to it. A minimum that
 * is not a number or is negative, or a value that is not a number, leaves the input as it is (null).
 */
export function raisedToMin(value: string, min: string | null): string | null {
  const minimum = Number.parseFloat(min ?? '');
  if (!(minimum >= 0)) return null;
  return Number.parseFloat(value) < minimum ? String(minimum) : null;
}
