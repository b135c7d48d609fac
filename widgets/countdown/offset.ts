/** The plugin's offset object: every unit the strftime directives can show. */
export interface Offset {
  readonly seconds: number;
  readonly minutes: number;
  readonly hours: number;
  readonly days: number;
  readonly daysToWeek: number;
  readonly daysToMonth: number;
  readonly weeks: number;
  readonly weeksToMonth: number;
  readonly months: number;
  readonly years: number;
  readonly totalDays: number;
  readonly totalHours: number;
  readonly totalMinutes: number;
  readonly totalSeconds: number;
}

/** The plugin's average month. */
const DAYS_PER_MONTH = 30.4368;

/** Whole seconds between now and the final date: rounded up, and 0 once passed unless counting up. */
export function secondsLeft(finalDate: Date, now: number, elapse: boolean): number {
  const seconds = Math.ceil((finalDate.getTime() - now) / 1000);
  return !elapse && seconds < 0 ? 0 : Math.abs(seconds);
}

export function computeOffset(totalSeconds: number, finalDate: Date, now: Date): Offset {
  const days = totalSeconds / 86400;
  const weeks = Math.floor(days / 7);
  return {
    seconds: totalSeconds % 60,
    minutes: Math.floor(totalSeconds / 60) % 60,
    hours: Math.floor(totalSeconds / 3600) % 24,
    days: Math.floor(days) % 7,
    daysToWeek: Math.floor(days) % 7,
    daysToMonth: Math.floor(days % DAYS_PER_MONTH),
    weeks,
    weeksToMonth: weeks % 4,
    months: Math.floor(days / DAYS_PER_MONTH),
    // A calendar-year difference, as the plugin computes it.
    years: Math.abs(finalDate.getFullYear() - now.getFullYear()),
    totalDays: Math.floor(days),
    totalHours: Math.floor(totalSeconds / 3600),
    totalMinutes: Math.floor(totalSeconds / 60),
    totalSeconds,
  };
}
