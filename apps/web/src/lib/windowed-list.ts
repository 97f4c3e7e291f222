import { listWindowMaxRows, listWindowRows } from '@shutterdesk/core';
import { useQueries, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Long lists (Client Flow, Lead Flow) at any size (docs/decisions/0011). The first request for a view asks the
 * server for the list with the view's filters and sort: a short list comes whole, once, and the page filters and
 * sorts it itself; a long one comes as one window of the view, and the table fetches the other windows as their
 * rows come into view.
 */

/** One answer of a list endpoint as the web keeps it. */
export interface ListPage<Row> {
  /** The view's query string the page was read for: its filters, sort and focused row. */
  query: string;
  rows: Row[];
  /** All of the user's rows, whatever the filters. */
  total: number;
  /** Where the rows stand among those that pass the filters; null when they are the whole list. */
  window: { offset: number; matching: number } | null;
  /** Where the focused row stands in the view's order; null without one. */
  focusIndex: number | null;
}

/** The rows of a long list's view, as far as its windows have come in: a hole is a row not read yet. */
export interface WindowedRows<Row> {
  /** As long as the rows that pass the filters; the rows of the windows read so far, holes elsewhere. */
  shown: readonly (Row | undefined)[];
  total: number;
  focusIndex: number | null;
  /** Asks for the window that holds row `index` (a row's placeholder calls it as it comes into view). */
  requestRow: (index: number) => void;
}

/** How a list reads one window of a view: its query key and its request. */
export interface WindowQuery<Page> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Page>;
  staleTime: number;
}

const noWindows: ReadonlySet<number> = new Set();
// Module-level, so the combined answers keep their identity while no window changes.
const dataOf = (results: { data?: unknown }[]) => results.map((result) => result.data);

/**
 * The rows of the view `first` (the first answer on display) belongs to: its own rows, and those of each window
 * asked for since, read with `windowQuery`. While the next view loads, the page keeps showing `first` (the
 * previous view's answer), so this keeps showing that view's rows too.
 */
export function useWindowedRows<Row, Page extends ListPage<Row>>(
  first: Page,
  windowQuery: (query: string, windowIndex: number) => WindowQuery<Page>,
): WindowedRows<Row> {
  const [requested, setRequested] = useState({ query: first.query, windows: noWindows });
  const windows = requested.query === first.query ? requested.windows : noWindows;
  const pages = useQueries({
    queries: [...windows].map((windowIndex) => windowQuery(first.query, windowIndex)),
    combine: dataOf,
  }) as (Page | undefined)[];

  const shown = useMemo(() => {
    const latest = [first, ...pages].filter((page): page is Page => page !== undefined);
    // The newest counts: a window read after a change knows the count after it.
    const matching = latest.reduce((count, page) => page.window?.matching ?? count, first.rows.length);
    const rows: (Row | undefined)[] = new Array<Row | undefined>(matching);
    for (const page of latest) {
      const offset = page.window?.offset ?? 0;
      page.rows.forEach((row, index) => {
        if (offset + index < matching) rows[offset + index] = row;
      });
    }
    return rows;
  }, [first, pages]);

  const requestRow = useCallback(
    (index: number) => {
      const windowIndex = Math.floor(index / listWindowRows);
      setRequested((current) => {
        const known = current.query === first.query ? current.windows : noWindows;
        if (known.has(windowIndex)) return current;
        return { query: first.query, windows: new Set([...known, windowIndex]) };
      });
    },
    [first.query],
  );

  return { shown, total: first.total, focusIndex: first.focusIndex, requestRow };
}

/** The query entries of window `windowIndex` of a view: its offset and the window's size. */
export function windowEntries(windowIndex: number): { offset: string; limit: string } {
  return { offset: String(windowIndex * listWindowRows), limit: String(listWindowRows) };
}

/**
 * Reads a whole list through windows of the largest size, for a list kept whole that has grown past what the
 * server sends whole (rows added since, in this or another tab).
 */
export async function readAllWindows<Row>(
  firstAnswer: ListPage<Row>,
  readWindow: (offset: number, limit: number) => Promise<ListPage<Row>>,
): Promise<Row[]> {
  if (firstAnswer.window === null) return firstAnswer.rows;
  const rows: Row[] = [];
  let page: ListPage<Row> | null = await readWindow(0, listWindowMaxRows);
  while (page) {
    rows.push(...page.rows);
    const more: boolean = page.rows.length === listWindowMaxRows;
    page = more ? await readWindow(rows.length, listWindowMaxRows) : null;
  }
  return rows;
}

/** A card or row standing in for row `index` of a long list asks for its window once it is on screen. */
export function useRowRequest(index: number, requestRow: (index: number) => void): void {
  useEffect(() => requestRow(index), [requestRow, index]);
}
