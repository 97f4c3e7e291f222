import { matchesDateFilter, normalizeBookingStatus, type DateFilter, type Lead } from '@shutterdesk/core';
import { createDateSort, type SortDirection } from '../../lib/sort-direction';

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

/** Leads by inquiry date; leads without a real date come last in both directions, in their original order. */
export const sortByInquiryDate = createDateSort((lead: Lead) => lead.inquiryDate);

/** What the table shows: the filtered leads in the chosen order. */
export function leadsToShow(leads: readonly Lead[], filters: LeadFilters, direction: SortDirection): readonly Lead[] {
  return sortByInquiryDate(filterLeads(leads, filters), direction);
}
