import { option } from '../../toolkit/dom/options';
import { castToDate } from './cast-date';

export const countdownOptions = {
  date: option.date({
    description:
      'The date counted down to, local time: `YYYY/MM/DD`, `YYYY-MM-DD` or `MM/DD/YYYY` (`DD/MM/YYYY` when the first number is over 12), each with an optional ` HH:MM:SS`; or milliseconds since 1970.',
    parse(raw) {
      try {
        return castToDate(raw);
      } catch (error) {
        throw new Error(`is not a date: ${(error as Error).message}`);
      }
    },
  }),
  format: option.string({
    description:
      'What to show, as a strftime format (`%w weeks %d days %H:%M:%S`, `%D %!D:day,days;`); empty shows weeks, days, hours, minutes and seconds.',
    default: '',
  }),
  elapse: option.boolean({
    description: 'Keep counting up after the date instead of stopping at zero.',
    default: false,
  }),
};
