import { toIsoDate } from '@shutterdesk/core';

/** The day of `now` as yyyy-MM-dd in the user's own time zone (the browser's). */
export function localIsoDate(now: Date): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** An instant as a long date in the browser's language ('March 3, 2027'): the billing screens' dates. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });
}
