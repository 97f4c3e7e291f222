/**
 * Lead insights (Lead Flow's Insights panel): the window the figures cover, their texts and how they read. Free of
 * zod, so the panel loads without the schemas; the answer's schema is leadInsightsSchema (lead-schemas.ts).
 */
import { emptyDateText } from './dates';
import type { CalendarDate } from './periods';

/** The figures cover the inquiries of this many calendar months, the current one included. */
export const leadInsightsMonths = 12;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A month as the answer names it: yyyy-MM. */
export const monthKey = (year: number, month: number) => `${pad(year, 4)}-${pad(month)}`;

/**
 * The months the figures cover, oldest first, ending with the month of `today` (the user's date): the inquiry
 * dates from the first day of the first month up to the last day of the last.
 */
export function leadInsightsWindow(today: CalendarDate): { months: string[]; from: string; until: string } {
  const months: string[] = [];
  for (let back = leadInsightsMonths - 1; back >= 0; back--) {
    const index = today.year * 12 + (today.month - 1) - back;
    months.push(monthKey(Math.floor(index / 12), (index % 12) + 1));
  }
  const next = today.year * 12 + today.month;
  return {
    months,
    from: `${months[0]}-01`,
    // Exclusive: the first day of the month after the current one.
    until: `${monthKey(Math.floor(next / 12), (next % 12) + 1)}-01`,
  };
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mar 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? number} ${year}`;
}

/** A median wait as a person says it: '45 min', '3 h 20 min', '2 days 4 h'; whole minutes. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  const rest = whole % 60;
  if (days === 0) return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return hours === 0 ? dayText : `${dayText} ${hours} h`;
}

/** A wait in seconds: '42 s' under a minute, otherwise as durationText says it. */
export const secondsText = (seconds: number) =>
  seconds < 60 ? `${Math.max(0, Math.round(seconds))} s` : durationText(seconds / 60);

/** A booking rate as the panel shows it; a group without leads has none. */
export const rateText = (rate: number | null) => (rate === null ? emptyDateText : `${rate}%`);

/** The panel's texts; its button and heading are in leadTexts, so Lead Flow's first load does not carry these. */
export const leadInsightsTexts = {
  period: (from: string, to: string) => `Inquiries from ${monthLabel(from)} to ${monthLabel(to)}`,
  empty:
    'No leads in the last 12 months yet. Add a lead and tick Contacted when you first reply: the figures fill in here.',
  loadFailed: 'Failed to load insights',
  retry: 'Try again',
  leadsPerMonth: 'Leads per month',
  bookingRateByMonth: 'Booking rate by month',
  bookingRateBySource: 'Booking rate by source',
  speedToLead: 'Speed to lead',
  speedToLeadHelp: 'Median time from a lead arriving to Contacted being ticked.',
  noSpeed: 'No lead has a contact time yet.',
  automaticReply: 'Automatic reply',
  automaticReplyHelp: (replied: number) =>
    `Median time to the instant reply, over ${replied} ${replied === 1 ? 'inquiry' : 'inquiries'}. Not counted as a personal answer.`,
  noAutomaticReply: 'No inquiry has had an automatic reply yet.',
  withinDay: 'Contacted within a day',
  later: 'Contacted later',
  untimed: (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'} without a contact time`,
  untimedHelp: 'Not contacted yet, imported, or contacted before contact times were recorded.',
  bookedOf: (booked: number, leads: number) => `${booked} of ${leads} booked`,
  asTable: (chart: string) => `${chart} as a table`,
  columns: { month: 'Month', source: 'Source', leads: 'Leads', booked: 'Booked', rate: 'Booking rate' },
} as const;
