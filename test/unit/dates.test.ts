import { describe, expect, test } from 'vitest';
import { parseDate } from '../../toolkit/dom/dates';

/** [year, month (1-12), day, hours, minutes, seconds] in local time. */
type Fields = readonly [number, number, number, number?, number?, number?];

function fieldsOf(date: Date | null): Fields | null {
  if (date === null) return null;
  return [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  ];
}

describe('parseDate: accepted forms, read as local time', () => {
  test.each<{ text: string; expected: Fields }>([
    { text: '2020/10/20', expected: [2020, 10, 20, 0, 0, 0] },
    { text: '2020-10-20', expected: [2020, 10, 20, 0, 0, 0] },
    { text: '2020/1/5', expected: [2020, 1, 5, 0, 0, 0] },
    { text: '2020/10/20 12:34', expected: [2020, 10, 20, 12, 34, 0] },
    { text: '2020-10-20 12:34:56', expected: [2020, 10, 20, 12, 34, 56] },
    { text: '2020/10/20 9:05:07', expected: [2020, 10, 20, 9, 5, 7] },
    { text: '  2020/10/20   23:59:59 ', expected: [2020, 10, 20, 23, 59, 59] },
    { text: '11/22/2020', expected: [2020, 11, 22, 0, 0, 0] },
    { text: '1/2/2021', expected: [2021, 1, 2, 0, 0, 0] },
    { text: '12/12/2021 18:00', expected: [2021, 12, 12, 18, 0, 0] },
    // The first number over 12 is the day.
    { text: '22/11/2020', expected: [2020, 11, 22, 0, 0, 0] },
    { text: '31/12/2026 23:59:59', expected: [2026, 12, 31, 23, 59, 59] },
    { text: '13/1/2021', expected: [2021, 1, 13, 0, 0, 0] },
    { text: '2020/02/29', expected: [2020, 2, 29, 0, 0, 0] },
    { text: '2020/10/20 00:00:00', expected: [2020, 10, 20, 0, 0, 0] },
  ])('"$text"', ({ text, expected }) => {
    expect(fieldsOf(parseDate(text))).toEqual(expected);
  });

  test.each([
    { text: '0', ms: 0 },
    { text: '1600000000000', ms: 1_600_000_000_000 },
    { text: ' 86400000 ', ms: 86_400_000 },
  ])('all digits are milliseconds: "$text"', ({ text, ms }) => {
    expect(parseDate(text)?.getTime()).toBe(ms);
  });
});

describe('parseDate: null for other forms and dates that do not exist', () => {
  test.each([
    '',
    '   ',
    'tomorrow',
    'Oct 20, 2020',
    '20.10.2020',
    '2020-10-20T12:34:56',
    '2020-10-20T12:34:56Z',
    '2020/13/01',
    '2020/00/10',
    '2021/02/29',
    '2020/04/31',
    '13/13/2020',
    '31/04/2020',
    '0/5/2020',
    '2020/10/20 24:00',
    '2020/10/20 12:60',
    '2020/10/20 12:34:60',
    '2020/10/20 12',
    '2020/10/20T12:34',
    '20/10/20',
    '-1',
    '1e3',
  ])('"%s"', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});
