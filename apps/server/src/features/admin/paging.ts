import { adminPageCount } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';

/** A page as the admin lists are asked for it (adminPageQuerySchema, already validated). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `limit … offset …` of the page. */
export function pageWindow({ page, pageSize }: PageRequest): SQL {
  return sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
}

/** The answer of every admin list: the page's rows and the exact count of all that match. */
export function adminPage<Item>(items: Item[], total: number, { page, pageSize }: PageRequest) {
  return { items, total, page, pageSize, pageCount: adminPageCount(total, pageSize) };
}

/** A timestamp of a raw query (a Date from either driver, or its text) as the API's ISO string. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}
