/**
 * The date forms the theme's content uses (those of The Final Countdown), read as local time:
 * - milliseconds since the epoch, all digits;
 * - `YYYY/MM/DD` or `YYYY-MM-DD`;
 * - `N/N/YYYY`, read month/day as the original did (existing content depends on it), or day/month when the
 *   first number is over 12 (the specification's day/month/year) instead of failing;
 * each date form with an optional ` H:MM` or ` H:MM:SS`.
 */

const TIME = String.raw`(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[/-](\d{1,2})[/-](\d{1,2})${TIME}$`);
const YEAR_LAST = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})${TIME}$`);
const MILLISECONDS = /^\d+$/;

function localDate(fields: readonly number[]): Date | null {
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = fields;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const real =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return real ? date : null;
}

function numbers(groups: readonly (string | undefined)[]): number[] {
  return groups.map((group) => (group === undefined ? 0 : Number(group)));
}

/** A Date for the accepted forms, or null (a form not accepted, or a date that does not exist). */
export function parseDate(text: string): Date | null {
  const value = text.trim();
  if (MILLISECONDS.test(value)) return new Date(Number(value));
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) return localDate(numbers(yearFirst.slice(1)));
  const yearLast = YEAR_LAST.exec(value);
  if (yearLast) {
    const [first = 0, second = 0, year = 0, ...time] = numbers(yearLast.slice(1));
    return first > 12 ? localDate([year, second, first, ...time]) : localDate([year, first, second, ...time]);
  }
  return null;
}
