import { listWindowMaxRows, listWindowRows } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { readAllWindows, windowEntries, type ListPage } from './windowed-list';

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
