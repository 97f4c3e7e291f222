import { describe, expect, it } from 'vitest';
import { durationText, leadInsightsWindow, monthLabel, rateText } from './lead-insights';

describe('lead insights', () => {
  it('covers the twelve months ending with the current one, across a year', () => {
    expect(leadInsightsWindow({ year: 2026, month: 2, day: 28 })).toEqual({
      months: [
        '2025-03',
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
      ],
      from: '2025-03-01',
      until: '2026-03-01',
    });
    const december = leadInsightsWindow({ year: 2026, month: 12, day: 1 });
    expect([december.from, december.until, december.months.at(-1)]).toEqual(['2026-01-01', '2027-01-01', '2026-12']);
  });

  it('says a wait in minutes, hours and days, to the whole minute', () => {
    expect([0, 44.6, 60, 200, 1440, 1500, 2880, 3000].map(durationText)).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '3 h 20 min',
      '1 day',
      '1 day 1 h',
      '2 days',
      '2 days 2 h',
    ]);
  });

  it('names months and rates as the panel shows them', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect([rateText(null), rateText(0), rateText(67)]).toEqual(['—', '0%', '67%']);
  });
});
