import { expect, test } from 'vitest';
import { flavour } from './flavour';

test('the run resolves react to the flavour its config names', () => {
  expect(flavour).toBe(process.env.VITEST_FLAVOUR);
});
