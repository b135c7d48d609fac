import type { Offset } from './offset';

const DIRECTIVES: Readonly<Record<string, keyof Offset>> = {
  Y: 'years',
  m: 'months',
  n: 'daysToMonth',
  d: 'daysToWeek',
  w: 'weeks',
  W: 'weeksToMonth',
  H: 'hours',
  M: 'minutes',
  S: 'seconds',
  D: 'totalDays',
  I: 'totalHours',
  N: 'totalMinutes',
  T: 'totalSeconds',
};

const DIRECTIVE = /%([-!])?([A-Za-z])(:[^;]+;)?/g;

/**
 * `%!X:singular,plural;` chooses a word: no argument is ""/"s", one argument is the plural; `:`, `;` and spaces
 * are stripped. Zero and one are singular, as in the plugin (its issue #187).
 */
function pluralize(argument: string, count: number): string {
  let singular = '';
  let plural = 's';
  if (argument) {
    const words = argument.replace(/[:;\s]/g, '').split(',');
    if (words.length === 1) plural = words[0] ?? plural;
    else [singular = '', plural = ''] = words;
  }
  return Math.abs(count) > 1 ? plural : singular;
}

/**
 * The plugin's strftime, quirks included: `%X` pads values under 10 to two digits (larger ones are neither
 * padded nor cut), `%-X` does not pad, unknown letters stay as written, and `%%` becomes `%` once, after the
 * directives (so `%%d` is `%` and the padded day, not an escape).
 */
export function strftime(format: string, offset: Offset): string {
  const replaced = format.replace(
    DIRECTIVE,
    (whole, modifier: string | undefined, letter: string, argument) => {
      const key = DIRECTIVES[letter];
      if (key === undefined) return whole;
      const value = offset[key];
      if (modifier === '!') return pluralize(argument ?? '', value);
      if (modifier === undefined && value < 10) return `0${value}`;
      return String(value);
    },
  );
  return replaced.replace('%%', '%');
}
