import { adminPageSizes, adminSearchMaxLength, defaultAdminPageSize, type AdminPageSize } from '@shutterdesk/core';

/** The page of an admin list as its address keeps it, so Back and a reload show the same rows. */
export interface ListParams {
  page: number;
  pageSize: AdminPageSize;
  search: string;
}

function isPageSize(size: number): size is AdminPageSize {
  return (adminPageSizes as readonly number[]).includes(size);
}

/** Reads page, rows per page and search from the address; anything missing or odd falls back to the first page. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : defaultAdminPageSize,
    search: (params.get('search') ?? '').trim().slice(0, adminSearchMaxLength),
  };
}

/**
 * The address after a change. A new search, rows-per-page or filter starts again at page 1 (a page number of the
 * old list means nothing in the new one); defaults are left out so the plain address stays plain.
 */
export function changeListParams(
  params: URLSearchParams,
  changes: Partial<ListParams> & { filters?: Record<string, string | null> },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const { page, filters, ...rest } = changes;
  const setOrDrop = (name: string, value: string | null, fallback: string) => {
    if (value === null || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  if (rest.search !== undefined) setOrDrop('search', rest.search.trim(), '');
  if (rest.pageSize !== undefined) setOrDrop('pageSize', String(rest.pageSize), String(defaultAdminPageSize));
  for (const [name, value] of Object.entries(filters ?? {})) setOrDrop(name, value, '');
  const startsOver = rest.search !== undefined || rest.pageSize !== undefined || filters !== undefined;
  setOrDrop('page', startsOver ? null : String(page ?? 1), '1');
  return next;
}
