import { describe, expect, it } from 'vitest';
import { changeListParams, readListParams } from './list-params';

const params = (text: string) => new URLSearchParams(text);

describe('readListParams', () => {
  it('starts at page 1 with 10 rows and no search', () => {
    expect(readListParams(params(''))).toEqual({ page: 1, pageSize: 10, search: '' });
  });

  it('reads what the address keeps', () => {
    expect(readListParams(params('page=3&pageSize=50&search=%20ava%20'))).toEqual({
      page: 3,
      pageSize: 50,
      search: 'ava',
    });
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e99'])('falls back to page 1 for %s', (text) => {
    expect(readListParams(params(text)).page).toBe(1);
  });

  it('accepts only the offered page sizes', () => {
    expect(readListParams(params('pageSize=1000')).pageSize).toBe(10);
    expect(readListParams(params('pageSize=20')).pageSize).toBe(20);
  });

  it('cuts a search longer than the server takes', () => {
    expect(readListParams(params(`search=${'a'.repeat(500)}`)).search).toHaveLength(200);
  });
});

describe('changeListParams', () => {
  it('moves to another page and keeps the rest', () => {
    expect(changeListParams(params('search=ava&status=active'), { page: 4 }).toString()).toBe(
      'search=ava&status=active&page=4',
    );
  });

  it('goes back to page 1 on a new search, page size or filter', () => {
    expect(changeListParams(params('page=4'), { search: 'lens' }).toString()).toBe('search=lens');
    expect(changeListParams(params('page=4'), { pageSize: 50 }).toString()).toBe('pageSize=50');
    expect(changeListParams(params('page=4'), { filters: { status: 'trialing' } }).toString()).toBe('status=trialing');
  });

  it('leaves defaults out of the address', () => {
    expect(
      changeListParams(params('search=ava&pageSize=20&status=active&page=2'), {
        search: ' ',
        pageSize: 10,
        filters: { status: null },
      }).toString(),
    ).toBe('');
    expect(changeListParams(params('page=2'), { page: 1 }).toString()).toBe('');
  });
});
