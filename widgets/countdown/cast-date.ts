import { parseDate } from '../../toolkit/dom/dates';

/**
 * The Final Countdown's date cast: a Date passes through, all digits are milliseconds (so "" and "0" are the
 * epoch), and the accepted date forms are read by `parseDate`. Anything else throws the plugin's own error.
 * Unlike the plugin, a string it would have turned into an Invalid Date (an ISO "T" time, a 13th month) throws
 * too: a countdown to NaN helps no one.
 */
export function castToDate(value: unknown): Date {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : parseDateString(String(value));
  if (date === null || Number.isNaN(date.getTime()))
    throw new Error(`Couldn't cast \`${String(value)}\` to a date object.`);
  return date;
}

function parseDateString(text: string): Date | null {
  return /^\d*$/.test(text) ? new Date(Number(text)) : parseDate(text);
}
