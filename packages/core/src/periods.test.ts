import { describe, expect, it } from 'vitest';
import { calendarDateIn, currentPeriodKeys, isoWeekOf, periodKey } from './periods';

describe('periodKey', () => {
  it('names the day in the user’s time zone, not in UTC', () => {
    const instant = new Date('2026-11-22T03:30:00Z');
    expect(periodKey('daily', instant, 'UTC')).toBe('2026-11-22');
    expect(periodKey('daily', instant, 'America/New_York')).toBe('2026-11-21');
    expect(periodKey('daily', instant, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(periodKey('daily', new Date('2026-11-22T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-23');
  });

  it('opens a new day at local midnight', () => {
    expect(periodKey('daily', new Date('2026-06-15T03:59:59Z'), 'America/New_York')).toBe('2026-06-14');
    expect(periodKey('daily', new Date('2026-06-15T04:00:00Z'), 'America/New_York')).toBe('2026-06-15');
  });

  it('keeps the day right across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08 (midnight is 05:00Z) and falls back on 2026-11-01 (midnight 04:00Z).
    expect(periodKey('daily', new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(periodKey('daily', new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(periodKey('daily', new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(periodKey('daily', new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(periodKey('daily', new Date('2026-11-01T03:59:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(periodKey('daily', new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(periodKey('daily', new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('uses ISO weeks that start on Monday', () => {
    expect(periodKey('weekly', new Date('2026-11-22T12:00:00Z'), 'UTC')).toBe('2026-W47'); // Sunday
    expect(periodKey('weekly', new Date('2026-11-23T00:00:00Z'), 'UTC')).toBe('2026-W48'); // Monday
    // Sunday late evening in Los Angeles is already Monday in UTC: the user's week has not turned yet.
    expect(periodKey('weekly', new Date('2026-11-23T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-W47');
  });

  it('gives the days around new year the ISO week-numbering year', () => {
    expect(periodKey('weekly', new Date('2024-12-30T12:00:00Z'), 'UTC')).toBe('2025-W01');
    expect(periodKey('weekly', new Date('2021-01-03T12:00:00Z'), 'UTC')).toBe('2020-W53');
    expect(periodKey('weekly', new Date('2026-12-31T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(periodKey('weekly', new Date('2027-01-04T12:00:00Z'), 'UTC')).toBe('2027-W01');
  });

  it('turns the month at local midnight on the first', () => {
    expect(periodKey('monthly', new Date('2026-02-28T23:59:59Z'), 'UTC')).toBe('2026-02');
    expect(periodKey('monthly', new Date('2026-03-01T00:00:00Z'), 'UTC')).toBe('2026-03');
    expect(periodKey('monthly', new Date('2026-03-01T02:00:00Z'), 'America/Chicago')).toBe('2026-02');
    expect(periodKey('monthly', new Date('2028-02-29T12:00:00Z'), 'UTC')).toBe('2028-02');
    expect(periodKey('monthly', new Date('2026-12-31T23:00:00Z'), 'Europe/Berlin')).toBe('2027-01');
  });

  it('opens a new year at local midnight on 1 January, ahead of UTC and behind it', () => {
    // Auckland (UTC+13 in summer) reaches 2027 at 11:00 UTC on 31 December; Los Angeles (UTC-8) at 08:00 UTC on 1 January.
    expect(periodKey('yearly', new Date('2026-12-31T10:59:59Z'), 'Pacific/Auckland')).toBe('2026');
    expect(periodKey('yearly', new Date('2026-12-31T11:00:00Z'), 'Pacific/Auckland')).toBe('2027');
    expect(periodKey('yearly', new Date('2027-01-01T07:59:59Z'), 'America/Los_Angeles')).toBe('2026');
    expect(periodKey('yearly', new Date('2027-01-01T08:00:00Z'), 'America/Los_Angeles')).toBe('2027');
    // The same instant is in two different years for two users.
    const instant = new Date('2027-01-01T00:30:00Z');
    expect(periodKey('yearly', instant, 'Pacific/Auckland')).toBe('2027');
    expect(periodKey('yearly', instant, 'America/Los_Angeles')).toBe('2026');
  });

  it('keeps one yearly key for the whole calendar year, unlike the ISO week-numbering year', () => {
    // 2026-12-31 lies in ISO week 2026-W53 and 2027-01-01 too, but they are in different calendar years.
    expect(periodKey('yearly', new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026');
    expect(periodKey('yearly', new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe('2026');
    expect(periodKey('yearly', new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2027');
    expect(periodKey('yearly', new Date('2024-12-30T12:00:00Z'), 'UTC')).toBe('2024');
  });

  it('handles zones with half-hour offsets', () => {
    expect(periodKey('daily', new Date('2026-11-22T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
    expect(periodKey('daily', new Date('2026-11-22T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-23');
  });
});

describe('isoWeekOf', () => {
  it('numbers every day of a week alike', () => {
    const weeks = [23, 24, 25, 26, 27, 28, 29].map((day) => isoWeekOf({ year: 2026, month: 11, day }).week);
    expect(new Set(weeks)).toEqual(new Set([48]));
  });
});

describe('currentPeriodKeys', () => {
  it('gives the keys of every frequency for one instant', () => {
    expect(currentPeriodKeys(new Date('2026-11-22T12:00:00Z'), 'Europe/London')).toEqual({
      daily: '2026-11-22',
      weekly: '2026-W47',
      monthly: '2026-11',
      yearly: '2026',
    });
    expect(currentPeriodKeys(new Date('2026-12-31T12:00:00Z'), 'Pacific/Auckland')).toEqual({
      daily: '2027-01-01',
      weekly: '2026-W53',
      monthly: '2027-01',
      yearly: '2027',
    });
    expect(calendarDateIn(new Date('2026-11-22T12:00:00Z'), 'Pacific/Kiritimati')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
  });
});
