import { describe, expect, test } from 'vitest';
import { castToDate } from '../../widgets/countdown/cast-date';

/** `Mon DD YYYY HH:MM:SS`, the part of `Date#toString` the plugin's tests compare, in local time. */
function shown(date: Date): string {
  return date.toString().slice(4, 24);
}

describe('castToDate: accepted forms', () => {
  const sepNine = new Date(2020, 8, 9, 10, 11, 12).getTime();

  test.each([
    // Vector A
    { input: String(sepNine), expected: 'Sep 09 2020 10:11:12' },
    { input: '2020/10/20 12:34:56', expected: 'Oct 20 2020 12:34:56' },
    { input: '2020-10-20 12:34:56', expected: 'Oct 20 2020 12:34:56' },
    { input: '2020/10/20', expected: 'Oct 20 2020 00:00:00' },
    { input: '11/22/2020', expected: 'Nov 22 2020 00:00:00' },
    // Vector B
    { input: '2020/10/20 12:34', expected: 'Oct 20 2020 12:34:00' },
    // Deliberate difference: a first number over 12 is the day (the original gave an Invalid Date).
    { input: '22/11/2020', expected: 'Nov 22 2020 00:00:00' },
    { input: '13/01/2021 8:05:09', expected: 'Jan 13 2021 08:05:09' },
    // Month first whenever the first number could be a month, as existing content relies on.
    { input: '01/02/2021', expected: 'Jan 02 2021 00:00:00' },
    { input: '12/13/2021', expected: 'Dec 13 2021 00:00:00' },
    { input: '2021-1-5', expected: 'Jan 05 2021 00:00:00' },
    { input: '2021/01/05 7:00', expected: 'Jan 05 2021 07:00:00' },
    { input: '2020/02/29', expected: 'Feb 29 2020 00:00:00' },
  ])('"$input" → $expected', ({ input, expected }) => {
    expect(shown(castToDate(input))).toBe(expected);
  });

  test.each([
    { input: '', case: 'the empty string' },
    { input: '0', case: '"0"' },
  ])('$case is the epoch', ({ input }) => {
    expect(castToDate(input).getTime()).toBe(0);
  });

  test('a number is milliseconds since the epoch', () => {
    expect(shown(castToDate(sepNine))).toBe('Sep 09 2020 10:11:12');
    expect(castToDate(0).getTime()).toBe(0);
  });

  test('a Date passes through as the same object', () => {
    const date = new Date(2020, 7, 8, 9, 10, 11);
    expect(castToDate(date)).toBe(date);
    expect(shown(castToDate(date))).toBe('Aug 08 2020 09:10:11');
  });
});

describe('castToDate: rejected values throw the plugin error', () => {
  test.each([
    // Vector A and B
    { input: 'Foo Bar!', text: 'Foo Bar!' },
    { input: 'Oct 20, 2020', text: 'Oct 20, 2020' },
    { input: '20.10.2020', text: '20.10.2020' },
    { input: null, text: 'null' },
    { input: undefined, text: 'undefined' },
    // What the original turned into an Invalid Date now throws instead.
    { input: '2020-10-20T12:34:56', text: '2020-10-20T12:34:56' },
    { input: '2020-10-20T12:34:56Z', text: '2020-10-20T12:34:56Z' },
    { input: '2020/13/01', text: '2020/13/01' },
    { input: '13/13/2020', text: '13/13/2020' },
    { input: '2020/10/20 25:00', text: '2020/10/20 25:00' },
    { input: '2020/10/20 12:60', text: '2020/10/20 12:60' },
    // A day that does not exist is not rolled over to the next month, as the original's Date parsing did:
    // the issue keeps the month/day reading only "where it gives a real date".
    { input: '2/30/2020', text: '2/30/2020' },
    { input: '2021-02-29', text: '2021-02-29' },
    { input: '31/04/2027', text: '31/04/2027' },
    { input: NaN, text: 'NaN' },
    { input: {}, text: '[object Object]' },
    { input: '-5', text: '-5' },
  ])('$text', ({ input, text }) => {
    expect(() => castToDate(input)).toThrowError(new Error(`Couldn't cast \`${text}\` to a date object.`));
  });

  test('an Invalid Date object throws too', () => {
    expect(() => castToDate(new Date(Number.NaN))).toThrowError(
      "Couldn't cast `Invalid Date` to a date object.",
    );
  });
});
