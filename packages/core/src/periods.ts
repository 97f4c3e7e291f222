import { taskFrequencies, type TaskFrequency } from './options';

/**
 * Recurring tasks reopen at the start of their period (day, ISO week, month, calendar year) in the user's time zone
 * (docs/decisions/0005-recurring-tasks.md). A period is named by a key; a task is done when it has a completion with the
 * current key. The keys match PostgreSQL's to_char formats 'YYYY-MM-DD', 'IYYY-"W"IW', 'YYYY-MM' and 'YYYY', so SQL
 * that runs for many users at once (the reminders) can compute the same keys from `now() at time zone tz`.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-calendar date of `instant` in `timeZone` (an IANA name). */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** ISO 8601 week: weeks start on Monday; week 1 is the one holding the year's first Thursday. */
export function isoWeekOf({ year, month, day }: CalendarDate): { isoYear: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thursday = new Date(date);
  thursday.setUTCDate(date.getUTCDate() + 3 - weekday);
  const isoYear = thursday.getUTCFullYear();
  const dayOfYear = (thursday.getTime() - Date.UTC(isoYear, 0, 1)) / 86_400_000;
  return { isoYear, week: Math.floor(dayOfYear / 7) + 1 };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function periodKeyOf(frequency: TaskFrequency, date: CalendarDate): string {
  switch (frequency) {
    case 'daily':
      return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
    case 'weekly': {
      const { isoYear, week } = isoWeekOf(date);
      return `${pad(isoYear, 4)}-W${pad(week)}`;
    }
    case 'monthly':
      return `${pad(date.year, 4)}-${pad(date.month)}`;
    case 'yearly':
      return pad(date.year, 4);
  }
}

/** The key of the period that holds `instant` for a task of this frequency, in the user's time zone. */
export function periodKey(frequency: TaskFrequency, instant: Date, timeZone: string): string {
  return periodKeyOf(frequency, calendarDateIn(instant, timeZone));
}

/** The current period key of every frequency at once, for a list query. */
export function currentPeriodKeys(instant: Date, timeZone: string): Record<TaskFrequency, string> {
  const date = calendarDateIn(instant, timeZone);
  return Object.fromEntries(taskFrequencies.map((frequency) => [frequency, periodKeyOf(frequency, date)])) as Record<
    TaskFrequency,
    string
  >;
}
