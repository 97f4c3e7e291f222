import { matchesDateFilter, normalizeBookingStatus, parseIsoDate, type DateFilter, type Lead } from '@shutterdesk/core';
import { nextSortDirection, type SortDirection } from '../../lib/sort-direction';

export { nextSortDirection, type SortDirection };

/** All / Active / Booked: the spec's Active means pending, Booked means booked. */
export type StatusFilter = 'all' | 'active' | 'booked';

export interface LeadFilters {
  status: StatusFilter;
  /** Month or year of the inquiry date; null for all dates. */
  inquiryDate: Extract<DateFilter, { kind: 'month' | 'year' }> | null;
  /** A lead source code, or null for all platforms. */
  source: string | null;
}

export const noLeadFilters: LeadFilters = { status: 'all', inquiryDate: null, source: null };

function passesStatus(lead: Lead, status: StatusFilter): boolean {
  if (status === 'all') return true;
  const bookingStatus = normalizeBookingStatus(lead.bookingStatus);
  return status === 'active' ? bookingStatus === 'pending' : bookingStatus === 'booked';
}

export function filterLeads(leads: readonly Lead[], filters: LeadFilters): readonly Lead[] {
  if (filters.status === 'all' && !filters.inquiryDate && filters.source === null) return leads;
  return leads.filter(
    (lead) =>
      passesStatus(lead, filters.status) &&
      matchesDateFilter(lead.inquiryDate, filters.inquiryDate) &&
      (filters.source === null || lead.source === filters.source),
  );
}

/** An inquiry date as the number yyyyMMdd, or null when it is missing or not a real date. */
function inquiryDateNumber(lead: Lead): number | null {
  const parts = parseIsoDate(lead.inquiryDate);
  return parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
}

/**
 * Leads by inquiry date. Leads without a real date come last in both directions, in their original order, as do
 * leads sharing a date.
 */
export function sortByInquiryDate(leads: readonly Lead[], direction: SortDirection): readonly Lead[] {
  if (direction === null) return leads;
  const keyed = leads.map((lead, index) => ({ lead, index, date: inquiryDateNumber(lead) }));
  keyed.sort((a, b) => {
    if (a.date === null || b.date === null) {
      if (a.date === b.date) return a.index - b.index;
      return a.date === null ? 1 : -1;
    }
    const byDate = direction === 'ascending' ? a.date - b.date : b.date - a.date;
    return byDate !== 0 ? byDate : a.index - b.index;
  });
  return keyed.map((entry) => entry.lead);
}

/** What the table shows: the filtered leads in the chosen order. */
export function leadsToShow(leads: readonly Lead[], filters: LeadFilters, direction: SortDirection): readonly Lead[] {
  return sortByInquiryDate(filterLeads(leads, filters), direction);
}
