/**
 * Calendar dates as the product stores and shows them: stored 'yyyy-MM-dd', shown 'MMM d, yyyy'
 * or 'MMM d, yyyy · HH:mm', '—' when empty or invalid. Plain functions, so the table of 10,000 rows formats
 * without a date library in its hot path.
 */

const monthAbbreviations = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const emptyDateText = '—';

export interface DateParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a 'yyyy-MM-dd' date, or null when the text is not a real calendar date (e.g. 2026-02-30). */
export function parseIsoDate(value: string | null | undefined): DateParts | null {
  const match = value ? isoDatePattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function isIsoDate(value: string | null | undefined): boolean {
  return parseIsoDate(value) !== null;
}

export function toIsoDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'MMM d, yyyy', e.g. 'Nov 22, 2026'; '—' for an empty or invalid date. */
export function formatDate(value: string | null | undefined): string {
  const parts = parseIsoDate(value);
  if (!parts) return emptyDateText;
  return `${monthAbbreviations[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** 'MMM d, yyyy · HH:mm' of an instant, in the viewer's time zone unless one is given; '—' when missing or invalid. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return emptyDateText;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return emptyDateText;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = monthAbbreviations[Number(part('month')) - 1];
  return `${month} ${Number(part('day'))}, ${part('year')} · ${part('hour')}:${part('minute')}`;
}

/**
 * The date filters: a whole month, a whole year (the month picker's 'All dates' option),
 * or one day.
 */
export type DateFilter =
  { kind: 'month'; year: number; month: number } | { kind: 'year'; year: number } | { kind: 'day'; date: string };

/**
 * Whether a stored date passes the filter, comparing year, month and (for a day) day parts. Without a filter
 * everything passes; with one, an invalid or missing date never does.
 */
export function matchesDateFilter(value: string | null | undefined, filter: DateFilter | null): boolean {
  if (!filter) return true;
  const parts = parseIsoDate(value);
  if (!parts) return false;
  if (filter.kind === 'year') return parts.year === filter.year;
  if (filter.kind === 'month') return parts.year === filter.year && parts.month === filter.month;
  const wanted = parseIsoDate(filter.date);
  return wanted !== null && parts.year === wanted.year && parts.month === wanted.month && parts.day === wanted.day;
}

/** The year picker's range: 10 years before to 10 years after the current year (21 entries). */
export function yearRange(currentYear: number, span = 10): number[] {
  return Array.from({ length: span * 2 + 1 }, (_, index) => currentYear - span + index);
}
