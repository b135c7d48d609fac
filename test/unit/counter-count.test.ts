import { describe, expect, test } from 'vitest';
import { decimalsOf, formatCount, valueAt } from '../../widgets/counter/count';

describe('decimalsOf: the decimals a step shows', () => {
  test.each([
    [1, 0],
    [0.5, 1],
    [0.25, 2],
    [10, 0],
    [1.5e-9, 10],
    [1e-7, 7],
    [2.5e-7, 8],
    [1e21, 0],
    [1.5e21, 0],
    [1e-30, 20],
  ])('%s → %s', (step, decimals) => {
    expect(decimalsOf(step)).toBe(decimals);
  });

  test('a step in exponent notation shows its digits, not ".0000"', () => {
    expect(formatCount(valueAt(0, 3e-9, 1.5e-9, 0.5), decimalsOf(1.5e-9), 'en')).toBe('0.0000000015');
  });
});
