import type { Lead, LeadListRow } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { listViewSearch } from '@/lib/list-view';
import {
  filterLeads,
  leadFiltersInSearch,
  leadsToShow,
  noLeadFilters,
  sortByInquiryDate,
  type LeadFilters,
} from './lead-list';

function lead(id: string, changes: Partial<Lead> = {}): Lead {
  return {
    id,
    name: `Lead ${id}`,
    inquiryDate: '2026-03-10',
    sessionType: 'Portrait',
    source: '1',
    contactMethod: '',
    notes: '',
    email: '',
    crmWorkflowStarted: false,
    booked: false,
    sessionPackage: '',
    contacted: false,
    contactedAt: null,
    pricingSent: false,
    followUp: '',
    bookingStatus: 'pending',
    clientId: null,
    createdAt: '2026-03-10T10:00:00.000Z',
    ...changes,
  };
}

const ids = (leads: readonly LeadListRow[]) => leads.map((each) => each.id);

describe('filterLeads', () => {
  const leads = [
    lead('a'),
    lead('b', { booked: true, bookingStatus: 'booked', source: '3', inquiryDate: '2026-04-02' }),
    lead('c', { bookingStatus: 'not booked', inquiryDate: '2025-03-01' }),
    lead('d', { bookingStatus: 'weird' as Lead['bookingStatus'] }),
  ];

  it('returns the same list without filters', () => {
    expect(filterLeads(leads, noLeadFilters)).toBe(leads);
  });

  it('Active keeps pending leads (unknown statuses read as pending); Booked keeps booked ones', () => {
    expect(ids(filterLeads(leads, { ...noLeadFilters, status: 'active' }))).toEqual(['a', 'd']);
    expect(ids(filterLeads(leads, { ...noLeadFilters, status: 'booked' }))).toEqual(['b']);
  });

  it('filters by inquiry month or year and by platform', () => {
    expect(ids(filterLeads(leads, { ...noLeadFilters, inquiryDate: { kind: 'month', year: 2026, month: 3 } }))).toEqual(
      ['a', 'd'],
    );
    expect(ids(filterLeads(leads, { ...noLeadFilters, inquiryDate: { kind: 'year', year: 2025 } }))).toEqual(['c']);
    expect(ids(filterLeads(leads, { ...noLeadFilters, source: '3' }))).toEqual(['b']);
  });

  it('combines filters', () => {
    expect(
      ids(filterLeads(leads, { status: 'active', inquiryDate: { kind: 'year', year: 2026 }, source: '1' })),
    ).toEqual(['a', 'd']);
  });
});

describe('sortByInquiryDate', () => {
  const leads = [
    lead('bad', { inquiryDate: 'not a date' }),
    lead('late', { inquiryDate: '2026-05-01' }),
    lead('early', { inquiryDate: '2025-01-01' }),
    lead('blank', { inquiryDate: '' }),
    lead('late2', { inquiryDate: '2026-05-01' }),
  ];

  it('sorts ascending and descending with invalid dates last, ties in original order', () => {
    expect(ids(sortByInquiryDate(leads, 'ascending'))).toEqual(['early', 'late', 'late2', 'bad', 'blank']);
    expect(ids(sortByInquiryDate(leads, 'descending'))).toEqual(['late', 'late2', 'early', 'bad', 'blank']);
  });

  it('keeps the original order without a sort', () => {
    expect(sortByInquiryDate(leads, null)).toBe(leads);
  });

  it('filters then sorts', () => {
    expect(
      ids(leadsToShow(leads, { ...noLeadFilters, inquiryDate: { kind: 'year', year: 2026 } }, 'descending')),
    ).toEqual(['late', 'late2']);
  });
});

describe("Lead Flow's filters in the query string", () => {
  const read = (text: string) => leadFiltersInSearch.read(new URLSearchParams(text));
  const write = (filters: LeadFilters) => listViewSearch({ filters, sort: null }, leadFiltersInSearch);
  const everything: LeadFilters = {
    status: 'booked',
    inquiryDate: { kind: 'month', year: 2026, month: 11 },
    source: '6',
  };

  it('writes the status, the inquiry month and the platform by name', () => {
    expect(write(everything)).toBe('status=booked&month=2026-11&platform=previous-client');
    expect(write({ ...noLeadFilters, inquiryDate: { kind: 'year', year: 2025 }, source: '1' })).toBe(
      'year=2025&platform=instagram',
    );
  });

  it('writes nothing for all leads of every date and platform', () => {
    expect(write(noLeadFilters)).toBe('');
  });

  it('reads back what it wrote', () => {
    expect(read(write(everything))).toEqual(everything);
    expect(read('status=active')).toEqual({ ...noLeadFilters, status: 'active' });
  });

  it('ignores values that are not a status, a month or a platform', () => {
    expect(read('status=all&status=pending&platform=3&platform=myspace&month=11-2026&date=2026-11-01')).toEqual(
      noLeadFilters,
    );
    expect(read('status=BOOKED&platform=Instagram')).toEqual(noLeadFilters);
  });
});
