import { matchesDateFilter, parseIsoDate, type Client, type ClientSession, type DateFilter } from '@shutterdesk/core';
import type { SortDirection } from '../../lib/sort-direction';

/** Clients whose session date passes the filter; invalid or missing dates are left out while one is active. */
export function filterBySessionDate(clients: readonly Client[], filter: DateFilter | null): readonly Client[] {
  if (!filter) return clients;
  return clients.filter((client) => matchesDateFilter(client.session.sessionDate, filter));
}

/** A session date as the number yyyyMMdd, or null when it is missing or not a real date. */
const sessionDateNumbers = new WeakMap<ClientSession, number | null>();
function sessionDateNumber(session: ClientSession): number | null {
  let number = sessionDateNumbers.get(session);
  if (number === undefined) {
    const parts = parseIsoDate(session.sessionDate);
    number = parts ? parts.year * 10_000 + parts.month * 100 + parts.day : null;
    // A tick leaves the session object as it is, so with 10,000 clients each date is parsed once, not per sort.
    sessionDateNumbers.set(session, number);
  }
  return number;
}

/** Above every yyyyMMdd: clients without a date sort after all others. */
const undatedSortKey = 100_000_000;

/**
 * Clients by session date. Clients without a real date come last in both directions (there is nothing to
 * order them by), in their original order, as are clients sharing a date.
 */
export function sortBySessionDate(clients: readonly Client[], direction: SortDirection): readonly Client[] {
  if (direction === null) return clients;
  // Each client becomes one number, key * count + index, so a plain numeric sort (no comparator calls) orders
  // 10,000 clients in a few milliseconds; the index keeps ties in their original order.
  const count = clients.length;
  const packed = new Float64Array(count);
  clients.forEach((client, index) => {
    const date = sessionDateNumber(client.session);
    const key = date === null ? undatedSortKey : direction === 'ascending' ? date : undatedSortKey - 1 - date;
    packed[index] = key * count + index;
  });
  packed.sort();
  return Array.from(packed, (value) => clients[value % count]!);
}

/** What the table shows: the filtered clients in the chosen order. */
export function clientsToShow(
  clients: readonly Client[],
  filter: DateFilter | null,
  direction: SortDirection,
): readonly Client[] {
  return sortBySessionDate(filterBySessionDate(clients, filter), direction);
}
