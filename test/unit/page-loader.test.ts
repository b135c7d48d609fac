import { describe, expect, it } from 'vitest';
import { creep } from '../../widgets/page-loader/progress';

describe('the loading bar creeps to 80% over 60 s', () => {
  it.each([
    [0, 0],
    [30_000, 0.4],
    [60_000, 0.8],
    [120_000, 0.8],
    [-5, 0],
  ])('after %i ms: %f', (elapsed, expected) => {
    expect(creep(elapsed)).toBeCloseTo(expected, 10);
  });
});
