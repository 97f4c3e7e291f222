import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/* Helpers of the queries written in SQL (the admin lists, global search). */

/**
 * The `LIKE` pattern of a "contains" (lower-case both sides for a case-insensitive one): the search's own `%`, `_`
 * and `\` match themselves.
 */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** The text with `LIKE`'s wildcards (`%`, `_`) and its escape character (`\`) escaped, so each matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every row of a raw query; both drivers answer db.execute with `{ rows }`. */
export async function rowsOf<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}
