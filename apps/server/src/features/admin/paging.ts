import { adminPageCount } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A page as the admin lists are asked for it (adminPageQuerySchema, already validated). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The `LIKE` pattern of a "contains" (lower-case both sides for a case-insensitive one): the search's own `%`, `_`
 * and `\` match themselves.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `limit … offset …` of the page. */
export function pageWindow({ page, pageSize }: PageRequest): SQL {
  return sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
}

/** The answer of every admin list: the page's rows and the exact count of all that match. */
export function adminPage<Item>(items: Item[], total: number, { page, pageSize }: PageRequest) {
  return { items, total, page, pageSize, pageCount: adminPageCount(total, pageSize) };
}

/** Every row of a raw query; both drivers answer db.execute with `{ rows }`. */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** A timestamp of a raw query (a Date from either driver, or its text) as the API's ISO string. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}
