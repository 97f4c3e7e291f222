import { listWindowMaxRows, listWindowRows } from '@shutterdesk/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAllWindows, repeatsWholeList, windowEntries, windowedListReads, type ListPage } from './windowed-list';

const page = (rows: number[], window: ListPage<number>['window']): ListPage<number> => ({
  query: '',
  rows,
  total: 1234,
  window,
  focusIndex: null,
});

describe('windows of a long list', () => {
  it('names a window by its offset and the window size', () => {
    expect(windowEntries(0)).toEqual({ offset: '0', limit: String(listWindowRows) });
    expect(windowEntries(3)).toEqual({ offset: String(3 * listWindowRows), limit: String(listWindowRows) });
  });

  it('keeps a whole answer as it is, and reads a list grown past it through its windows to the end', async () => {
    expect(await readAllWindows(page([1, 2], null), () => Promise.reject(new Error('not read')))).toEqual([1, 2]);

    const all = Array.from({ length: listWindowMaxRows * 2 + 7 }, (_, index) => index);
    const asked: number[] = [];
    const rows = await readAllWindows(page(all.slice(0, 100), { offset: 0, matching: all.length }), (offset, limit) => {
      asked.push(offset);
      return Promise.resolve(page(all.slice(offset, offset + limit), { offset, matching: all.length }));
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([0, listWindowMaxRows, listWindowMaxRows * 2]);
  });
});

describe("a view's first answer that brought the whole list", () => {
  const reads = (answer: ListPage<number>) =>
    windowedListReads<number, ListPage<number>>({
      wholeKey: ['numbers'],
      pageKey: (query, window) => ['numbers', 'view', query, window],
      viewQuery: (search) => search.toString(),
      readPage: () => Promise.resolve(answer),
    });
  const cached = (queryClient: QueryClient, key: unknown[]) => queryClient.getQueryCache().find({ queryKey: key })!;

  it('repeats the rows kept as the whole list, which alone need to go into a page drawn on the server', async () => {
    const queryClient = new QueryClient();
    await reads(page([1, 2, 3], null)).prefetch(queryClient, new URLSearchParams('sort=name'));
    const firstAnswer = cached(queryClient, ['numbers', 'view', 'sort=name', 'first']);
    expect(queryClient.getQueryData(['numbers'])).toEqual([1, 2, 3]);
    expect(repeatsWholeList(queryClient, firstAnswer)).toBe(true);
    expect(repeatsWholeList(queryClient, cached(queryClient, ['numbers']))).toBe(false);
  });

  it('is not a window of a long list, nor a whole answer whose rows are kept nowhere else', async () => {
    const windowed = new QueryClient();
    await reads(page([1, 2], { offset: 0, matching: 900 })).prefetch(windowed, new URLSearchParams());
    expect(windowed.getQueryData(['numbers'])).toBeUndefined();
    expect(repeatsWholeList(windowed, cached(windowed, ['numbers', 'view', '', 'first']))).toBe(false);

    const alone = new QueryClient();
    alone.setQueryData(['numbers', 'view', '', 'first'], page([1, 2], null));
    expect(repeatsWholeList(alone, cached(alone, ['numbers', 'view', '', 'first']))).toBe(false);
  });
});
