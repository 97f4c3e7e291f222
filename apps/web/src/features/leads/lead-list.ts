import {
  leadSourceLabel,
  leadSources,
  matchesDateFilter,
  normalizeBookingStatus,
  type LeadListRow,
} from '@shutterdesk/core';
import { dateFilterEntries, readMonthOrYear, type FiltersInSearch, type MonthOrYear } from '@/lib/list-view';
import { createDateSort, type SortDirection } from '@/lib/sort-direction';

/** All / Active / Booked: the spec's Active means pending, Booked means booked. */
export type StatusFilter = 'all' | 'active' | 'booked';

export interface LeadFilters {
  status: StatusFilter;
  /** Month or year of the inquiry date; null for all dates. */
  inquiryDate: MonthOrYear | null;
  /** A lead source code, or null for all platforms. */
  source: string | null;
}

export const noLeadFilters: LeadFilters = { status: 'all', inquiryDate: null, source: null };

/** A platform as a link names it: 'instagram', 'previous-client'. */
const platformName = (label: string) => label.toLowerCase().replaceAll(' ', '-');

/**
 * `?status=active|booked`, `?month=2026-11` or `?year=2026`, and `?platform=instagram`; a filter that is off
 * has no key.
 */
export const leadFiltersInSearch: FiltersInSearch<LeadFilters> = {
  none: noLeadFilters,
  read: (search) => {
    const status = search.get('status');
    const platform = search.get('platform');
    return {
      status: status === 'active' || status === 'booked' ? status : 'all',
      inquiryDate: readMonthOrYear(search),
      source: leadSources.find((source) => platformName(source.label) === platform)?.code ?? null,
    };
  },
  write: ({ status, inquiryDate, source }) => {
    const label = source === null ? undefined : leadSourceLabel(source);
    return {
      status: status === 'all' ? null : status,
      ...dateFilterEntries(inquiryDate),
      platform: label ? platformName(label) : null,
    };
  },
};

function passesStatus(lead: LeadListRow, status: StatusFilter): boolean {
  if (status === 'all') return true;
  const bookingStatus = normalizeBookingStatus(lead.bookingStatus);
  return status === 'active' ? bookingStatus === 'pending' : bookingStatus === 'booked';
}

export function filterLeads(leads: readonly LeadListRow[], filters: LeadFilters): readonly LeadListRow[] {
  if (filters.status === 'all' && !filters.inquiryDate && filters.source === null) return leads;
  return leads.filter(
    (lead) =>
      passesStatus(lead, filters.status) &&
      matchesDateFilter(lead.inquiryDate, filters.inquiryDate) &&
      (filters.source === null || lead.source === filters.source),
  );
}

/** Leads by inquiry date; leads without a real date come last in both directions, in their original order. */
export const sortByInquiryDate = createDateSort((lead: LeadListRow) => lead.inquiryDate);

/** What the table shows: the filtered leads in the chosen order. */
export function leadsToShow(
  leads: readonly LeadListRow[],
  filters: LeadFilters,
  direction: SortDirection,
): readonly LeadListRow[] {
  return sortByInquiryDate(filterLeads(leads, filters), direction);
}
