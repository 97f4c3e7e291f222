import { toIsoDate } from '@shutterdesk/core';

/** The day of `now` as yyyy-MM-dd in the user's own time zone (the browser's). */
export function localIsoDate(now: Date): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}
