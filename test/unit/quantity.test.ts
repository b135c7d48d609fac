import { describe, expect, test } from 'vitest';
import { raisedToMin } from '../../widgets/quantity/raise-to-min';

describe("woocommerce.js's quantity rule (vectors H)", () => {
  test.each([
    ['min 1, value 0', '0', '1', '1'],
    ['min 0, value -1', '-1', '0', '0'],
    ['min 0.5, value 0.25', '0.25', '0.5', '0.5'],
    ['no min', '0', null, null],
    ['min 2, value 3', '3', '2', null],
    ['min equal to the value', '2', '2', null],
    ['a min that is not a number', '0', 'one', null],
    ['a negative min', '-5', '-1', null],
    ['a value that is not a number', '', '1', null],
  ])('%s', (_case, value, min, expected) => {
    expect(raisedToMin(value, min)).toBe(expected);
  });
});
