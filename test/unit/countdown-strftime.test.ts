import { describe, expect, test } from 'vitest';
import { computeOffset, type Offset, secondsLeft } from '../../widgets/countdown/offset';
import { strftime } from '../../widgets/countdown/strftime';

/** The offset `seconds` before `final` (both in one calendar year unless said otherwise). */
function offsetBefore(seconds: number, final = new Date(2020, 5, 15, 12, 0, 0)): Offset {
  return computeOffset(seconds, final, new Date(final.getTime() - seconds * 1000));
}

/** 1 week 2 days 3 hours 4 minutes 5 seconds (vector A). */
const SAMPLE = 788645;

describe('secondsLeft', () => {
  const final = new Date(2020, 0, 1, 0, 0, 0);
  const at = (msBefore: number) => final.getTime() - msBefore;

  test.each([
    { case: 'whole seconds left', msBefore: 5000, elapse: false, expected: 5 },
    { case: '1001 ms left rounds up to 2', msBefore: 1001, elapse: false, expected: 2 },
    { case: '1 ms left rounds up to 1', msBefore: 1, elapse: false, expected: 1 },
    { case: 'exactly at the date', msBefore: 0, elapse: false, expected: 0 },
    { case: 'past the date, not elapsing: 0', msBefore: -7500, elapse: false, expected: 0 },
    { case: 'past the date, elapsing: counts up', msBefore: -7500, elapse: true, expected: 7 },
    { case: 'before the date, elapsing: counts down', msBefore: 3000, elapse: true, expected: 3 },
  ])('$case', ({ msBefore, elapse, expected }) => {
    expect(secondsLeft(final, at(msBefore), elapse)).toBe(expected);
  });

  test('never returns negative zero', () => {
    expect(Object.is(secondsLeft(final, at(-100), false), 0)).toBe(true);
  });
});

describe('computeOffset', () => {
  test('788645 s is 1 week 2 days 3:04:05 (vector A)', () => {
    expect(offsetBefore(SAMPLE)).toEqual({
      seconds: 5,
      minutes: 4,
      hours: 3,
      days: 2,
      daysToWeek: 2,
      daysToMonth: 9,
      weeks: 1,
      weeksToMonth: 1,
      months: 0,
      years: 0,
      totalDays: 9,
      totalHours: 219,
      totalMinutes: 13144,
      totalSeconds: SAMPLE,
    });
  });

  test.each([
    {
      case: '2015-07-16 to 2015-09-25: 2 months and 10 days to the month',
      now: new Date(2015, 6, 16),
      final: new Date(2015, 8, 25),
      expected: { months: 2, daysToMonth: 10 },
    },
    {
      case: '2014-01-01 to 2015-01-01: 1 year',
      now: new Date(2014, 0, 1),
      final: new Date(2015, 0, 1),
      expected: { years: 1, months: 11, totalDays: 365 },
    },
    {
      case: 'years is a calendar-year difference: 31 Dec to 1 Jan is a year',
      now: new Date(2019, 11, 31, 23, 0, 0),
      final: new Date(2020, 0, 1, 1, 0, 0),
      expected: { years: 1, totalHours: 2, totalDays: 0 },
    },
    {
      case: '5 weeks: weeksToMonth wraps at 4',
      now: new Date(2020, 1, 1),
      final: new Date(2020, 1, 1 + 35),
      expected: { weeks: 5, weeksToMonth: 1, daysToWeek: 0, days: 0, months: 1, daysToMonth: 4 },
    },
  ])('$case', ({ now, final, expected }) => {
    const total = secondsLeft(final, now.getTime(), false);
    expect(computeOffset(total, final, now)).toMatchObject(expected);
  });

  test('zero seconds is all zeros', () => {
    const offset = offsetBefore(0);
    for (const [key, value] of Object.entries(offset)) expect([key, value]).toEqual([key, 0]);
  });
});

describe('strftime', () => {
  const sample = offsetBefore(SAMPLE);

  test.each([
    // Vector A
    ['Foo Bar', 'Foo Bar'],
    ['%%', '%'],
    ['%Y %m %n %w %W %d %D %H %M %S %D %I %N %T', '00 00 09 01 01 02 09 03 04 05 09 219 13144 788645'],
    ['%-Y %-m %-n %-w %-W %-d %-D %-H %-M %-S %-D %-I %-N %-T', '0 0 9 1 1 2 9 3 4 5 9 219 13144 788645'],
    // Vector B
    ['%w weeks %d days %H:%M:%S', '01 weeks 02 days 03:04:05'],
    ['%D days %H:%M:%S', '09 days 03:04:05'],
    ['%-H:%-M:%-S', '3:4:5'],
    ['%I %N %T', '219 13144 788645'],
    ['%!D:day,days;', 'days'],
    ['%n %W %m', '09 01 00'],
    ['%Y', '00'],
    ['100%% %S', '100% 05'],
    ['%Q', '%Q'],
    ['%%d', '%02'],
    // Further quirks of the same rules
    ['%-Q %!Q', '%-Q %!Q'],
    ['%% and %%', '% and %%'],
    ['%H%M%S', '030405'],
    ['%D %!D:day,days; left', '09 days left'],
    ['%w%!w:week,weeks;', '01week'],
    ['%d %!d', '02 s'],
  ])('%j → %j', (format, expected) => {
    expect(strftime(format, sample)).toBe(expected);
  });

  test('a value of 10 or more is neither padded nor cut', () => {
    const offset = offsetBefore(3 * 86400 + 10 * 3600 + 59 * 60 + 10);
    expect(strftime('%H:%M:%S', offset)).toBe('10:59:10');
    expect(strftime('%-H:%-M:%-S', offset)).toBe('10:59:10');
  });

  describe('pluralisation (%!X)', () => {
    test.each([
      { seconds: 1, format: '%!S', expected: '' },
      { seconds: 2, format: '%!S', expected: 's' },
      { seconds: 0, format: '%!S', expected: '' },
      { seconds: 1, format: 'sekunde%!S:n;', expected: 'sekunde' },
      { seconds: 2, format: 'sekunde%!S:n;', expected: 'sekunden' },
      { seconds: 1, format: '%!S:day,days;', expected: 'day' },
      { seconds: 2, format: '%!S:day,days;', expected: 'days' },
      { seconds: 0, format: '%S %!S:second,seconds;', expected: '00 second' },
      { seconds: 2, format: '%S %!S:second,seconds;', expected: '02 seconds' },
      { seconds: 120, format: '%!M:Minuta,Minute(e);', expected: 'Minute(e)' },
      { seconds: 60, format: '%!M:Minuta,Minute(e);', expected: 'Minuta' },
      { seconds: 1, format: '%m %!m:min,minutes;', expected: '00 min' },
      { seconds: 2, format: '%!S: one , many ;', expected: 'many' },
    ])('$seconds s, $format → "$expected"', ({ seconds, format, expected }) => {
      expect(strftime(format, offsetBefore(seconds))).toBe(expected);
    });

    test('the :…; argument is consumed, not left in the output', () => {
      expect(strftime('[%!H:hour,hours;]', offsetBefore(2 * 3600))).toBe('[hours]');
    });
  });

  test('the event offset of 1 s: seconds is 1 and %!S is singular (vector A)', () => {
    const offset = offsetBefore(1);
    expect(offset.seconds).toBe(1);
    expect(strftime('%!S', offset)).toBe('');
  });
});
