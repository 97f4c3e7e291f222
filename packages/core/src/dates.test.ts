import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isIsoDate, matchesDateFilter, parseIsoDate, yearRange } from './dates';

describe('formatDate', () => {
  it("shows a stored date as 'MMM d, yyyy'", () => {
    expect(formatDate('2026-11-02')).toBe('Nov 2, 2026');
    expect(formatDate('2027-01-31')).toBe('Jan 31, 2027');
  });

  it("shows '—' for an empty or invalid date", () => {
    for (const value of [null, undefined, '', 'soon', '2026-13-01', '2026-02-30', '26-1-1', '2026-11-22T10:00']) {
      expect(formatDate(value)).toBe('—');
    }
  });
});

describe('formatDateTime', () => {
  it("shows an instant as 'MMM d, yyyy · HH:mm' in the given time zone", () => {
    expect(formatDateTime('2026-11-22T15:04:00Z', 'UTC')).toBe('Nov 22, 2026 · 15:04');
    expect(formatDateTime('2026-11-22T03:04:00Z', 'America/New_York')).toBe('Nov 21, 2026 · 22:04');
    expect(formatDateTime(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe('Jul 1, 2026 · 00:00');
  });

  it("shows '—' when the instant is missing or invalid", () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('parseIsoDate', () => {
  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-04-30')).toBe(true);
  });
});

describe('matchesDateFilter', () => {
  const november = { kind: 'month', year: 2026, month: 11 } as const;

  it('lets everything through without a filter', () => {
    expect(matchesDateFilter('', null)).toBe(true);
    expect(matchesDateFilter('2026-11-02', null)).toBe(true);
  });

  it('compares year and month for a month filter', () => {
    expect(matchesDateFilter('2026-11-30', november)).toBe(true);
    expect(matchesDateFilter('2025-11-30', november)).toBe(false);
    expect(matchesDateFilter('2026-10-31', november)).toBe(false);
  });

  it("compares only the year for the month picker's 'All dates'", () => {
    expect(matchesDateFilter('2026-01-01', { kind: 'year', year: 2026 })).toBe(true);
    expect(matchesDateFilter('2027-01-01', { kind: 'year', year: 2026 })).toBe(false);
  });

  it('compares year, month and day for a day filter', () => {
    expect(matchesDateFilter('2026-11-02', { kind: 'day', date: '2026-11-02' })).toBe(true);
    expect(matchesDateFilter('2026-11-03', { kind: 'day', date: '2026-11-02' })).toBe(false);
  });

  it('drops invalid and missing dates while a filter is active', () => {
    expect(matchesDateFilter('', november)).toBe(false);
    expect(matchesDateFilter(null, november)).toBe(false);
    expect(matchesDateFilter('2026-11-31', november)).toBe(false);
  });
});

describe('yearRange', () => {
  it('spans ten years either side of the current one', () => {
    const years = yearRange(2026);
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2036);
  });
});
