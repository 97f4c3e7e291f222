import { listWindowMaxRows, listWindowRows } from '@shutterdesk/core';
import {
  keepPreviousData,
  useQueries,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchOf } from './list-view';

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

/** What a list screen tells `windowedListReads` about its list. */
export interface WindowedListSource<Page> {
  /** Where the whole list is kept once it is known to be short. */
  wholeKey: QueryKey;
  /** Where the answer of a view's first request (`'first'`) or of one of its windows is kept. */
  pageKey: (query: string, window: number | 'first') => QueryKey;
  /** The list request of the view an address asks for, as a query string. */
  viewQuery: (search: URLSearchParams) => string;
  /** One request of the list endpoint with this query string. */
  readPage: (query: string, signal: AbortSignal) => Promise<Page>;
}

/*
 * Every change made on a list screen updates the cached list itself, so it is read again at most every 30 s. With
 * 10,000 rows, comparing every answer and cache update with the previous list field by field costs more than the
 * re-render it saves (each change replaces only the rows it touches anyway): no structural sharing.
 */
const listStaleTime = 30_000;

/**
 * The reads of a list screen (Client Flow, Lead Flow): the whole list, a view's first request, its windows, and
 * the prefetch the router starts while the screen's code is still loading (app/route-data.ts).
 */
export function windowedListReads<Row, Page extends ListPage<Row>>({
  wholeKey,
  pageKey,
  viewQuery,
  readPage,
}: WindowedListSource<Page>) {
  /** The whole list, once it is known to be short enough to come whole. */
  const wholeOptions = {
    queryKey: wholeKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Row[]> =>
      readAllWindows(await readPage('', signal), (offset, limit) =>
        readPage(searchOf({ offset: String(offset), limit: String(limit) }), signal),
      ),
    structuralSharing: false,
    staleTime: listStaleTime,
  };

  /**
   * A view's first request: the server answers with the whole list when it is short (kept as the whole list from
   * then on, filtered and sorted in the browser) or with the view's first window.
   */
  const firstPageOptions = (queryClient: QueryClient, query: string) => ({
    queryKey: pageKey(query, 'first'),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Page> => {
      const page = await readPage(query, signal);
      if (page.window === null && !queryClient.getQueryData(wholeKey)) queryClient.setQueryData(wholeKey, page.rows);
      return page;
    },
    structuralSharing: false,
    staleTime: listStaleTime,
  });

  return {
    wholeOptions,
    firstPageOptions,
    viewQuery,
    /** One window of a long list's view, as its rows come into view. */
    windowOptions: (query: string, windowIndex: number): WindowQuery<Page> => ({
      queryKey: pageKey(query, windowIndex),
      queryFn: ({ signal }) =>
        readPage(
          searchOf({ ...Object.fromEntries(new URLSearchParams(query)), ...windowEntries(windowIndex) }),
          signal,
        ),
      staleTime: listStaleTime,
    }),
    /** Starts the request the screen makes first for the address `search`. */
    prefetch: (queryClient: QueryClient, search: URLSearchParams): Promise<void> =>
      queryClient.getQueryData(wholeKey)
        ? queryClient.prefetchQuery(wholeOptions)
        : queryClient.prefetchQuery(firstPageOptions(queryClient, viewQuery(search))),
  };
}

export type WindowedListReads<Row, Page extends ListPage<Row>> = ReturnType<typeof windowedListReads<Row, Page>>;

/**
 * A list screen's rows for the address on view: the whole list once it is known to be short, or else the view's
 * first window (the previous view's stays on view while the next one loads).
 */
export function useWholeOrFirstPage<Row, Page extends ListPage<Row>>(reads: WindowedListReads<Row, Page>) {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // Read on each render: the first answer puts a short list there, and the next render switches to it.
  const wholeKnown = queryClient.getQueryData(reads.wholeOptions.queryKey) !== undefined;
  const whole = useQuery({ ...reads.wholeOptions, enabled: wholeKnown });
  const first = useQuery({
    ...reads.firstPageOptions(queryClient, reads.viewQuery(search)),
    enabled: !wholeKnown,
    placeholderData: keepPreviousData,
  });
  return wholeKnown ? { kind: 'whole' as const, query: whole } : { kind: 'windowed' as const, query: first };
}

/**
 * Whether `query` is a view's first answer that brought the whole list, and so holds the very rows kept as the whole
 * list (`firstPageOptions`). Once the whole list is known, the screen reads only it: a page drawn on the server
 * carries those rows once (entry-server.tsx), not twice, which halved the HTML of a list screen and the JSON the
 * browser parses before it hydrates.
 */
export function repeatsWholeList(queryClient: QueryClient, query: Query): boolean {
  const page = query.state.data as Partial<ListPage<unknown>> | undefined;
  if (page?.window !== null || !Array.isArray(page.rows)) return false;
  const rows = page.rows;
  return queryClient
    .getQueryCache()
    .getAll()
    .some((other) => other !== query && other.state.data === rows);
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
