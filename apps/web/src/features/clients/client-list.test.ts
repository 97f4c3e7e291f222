import { initialPostSession, initialPreSession, type Client, type ClientListRow } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { clientLink, focusedClientKey } from '@/lib/client-link';
import { listViewSearch, readListView } from '@/lib/list-view';
import {
  clientFiltersInSearch,
  clientsToShow,
  noClientFilters,
  type ClientFilters,
  filterBySessionDate,
  sortBySessionDate,
} from './client-list';

function client(name: string, sessionDate: string): Client {
  return {
    id: name,
    name,
    email: '',
    phone: '',
    session: { sessionDate, sessionType: 'Portrait', sessionDueDate: '', sessionPackage: 'Mini session' },
    preSession: initialPreSession(),
    postSession: initialPostSession(),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const names = (clients: readonly ClientListRow[]) => clients.map((entry) => entry.name);

const clients = [
  client('March', '2026-03-14'),
  client('No date', ''),
  client('January', '2026-01-05'),
  client('Invalid', '2026-02-30'),
  client('Last year', '2025-03-14'),
  client('March again', '2026-03-02'),
];

describe('sorting by session date', () => {
  it('orders real dates and puts empty and invalid dates last in their original order', () => {
    expect(names(sortBySessionDate(clients, 'ascending'))).toEqual([
      'Last year',
      'January',
      'March again',
      'March',
      'No date',
      'Invalid',
    ]);
    expect(names(sortBySessionDate(clients, 'descending'))).toEqual([
      'March',
      'March again',
      'January',
      'Last year',
      'No date',
      'Invalid',
    ]);
  });

  it('keeps the list as it is without a sort', () => {
    expect(sortBySessionDate(clients, null)).toBe(clients);
  });

  it('keeps clients sharing a date in their original order', () => {
    const twins = [client('A', '2026-05-01'), client('B', '2026-05-01'), client('C', '2026-04-01')];
    expect(names(sortBySessionDate(twins, 'descending'))).toEqual(['A', 'B', 'C']);
  });
});

describe('filtering by session date', () => {
  it('keeps everyone without a filter', () => {
    expect(filterBySessionDate(clients, null)).toBe(clients);
  });

  it('compares year and month for a month, and drops empty and invalid dates', () => {
    expect(names(filterBySessionDate(clients, { kind: 'month', year: 2026, month: 3 }))).toEqual([
      'March',
      'March again',
    ]);
  });

  it("takes the whole year for the month picker's 'All dates'", () => {
    expect(names(filterBySessionDate(clients, { kind: 'year', year: 2026 }))).toEqual([
      'March',
      'January',
      'March again',
    ]);
  });

  it('compares year, month and day for a single date', () => {
    expect(names(filterBySessionDate(clients, { kind: 'day', date: '2026-03-14' }))).toEqual(['March']);
  });

  it('filters, then sorts', () => {
    expect(
      names(clientsToShow(clients, { sessionDate: { kind: 'month', year: 2026, month: 3 } }, 'ascending')),
    ).toEqual(['March again', 'March']);
  });
});

describe("Client Flow's filters in the query string", () => {
  const read = (text: string) => clientFiltersInSearch.read(new URLSearchParams(text));
  const write = (sessionDate: ClientFilters['sessionDate']) =>
    listViewSearch({ filters: { sessionDate }, sort: null }, clientFiltersInSearch);

  it('writes a session month, year or day, and nothing for every date', () => {
    expect(write({ kind: 'month', year: 2026, month: 3 })).toBe('month=2026-03');
    expect(write({ kind: 'year', year: 2026 })).toBe('year=2026');
    expect(write({ kind: 'day', date: '2026-03-14' })).toBe('date=2026-03-14');
    expect(write(null)).toBe('');
  });

  it('reads back each of them, a day before a month', () => {
    expect(read('month=2026-03')).toEqual({ sessionDate: { kind: 'month', year: 2026, month: 3 } });
    expect(read('year=2026')).toEqual({ sessionDate: { kind: 'year', year: 2026 } });
    expect(read('date=2026-03-14&month=2026-04')).toEqual({ sessionDate: { kind: 'day', date: '2026-03-14' } });
  });

  it('reads a garbage or foreign query string as every date', () => {
    for (const text of ['month=march', 'date=2026-02-30&year=-1', 'utm_source=mail', 'month', '%E0%A4%A']) {
      expect(read(text)).toEqual(noClientFilters);
    }
  });

  it('shows every client when a link names one, whatever its filters say', () => {
    expect(clientLink('c 1&x')).toBe('/clients?client=c+1%26x');
    const search = new URLSearchParams(`${clientLink('c1').split('?')[1]}&month=2026-03`);
    expect(readListView(search, clientFiltersInSearch, focusedClientKey)).toEqual({
      filters: noClientFilters,
      sort: null,
      focusedRowId: 'c1',
    });
  });
});
