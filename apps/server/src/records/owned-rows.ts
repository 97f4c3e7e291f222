import { toIsoDate, type DateFilter } from '@shutterdesk/core';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { notifications, type clients, type leads } from '../db/schema';
import { AppError } from '../errors';
import { isUuid } from '../uuid';

/**
 * What Client Flow and Lead Flow (two features, which do not import each other) do alike with the rows a user
 * owns. The API says '' for "none"; the columns say null, since a date column cannot hold ''.
 */

export function nullIfBlank<Value extends string>(value: Value | ''): Value | null {
  return value === '' ? null : value;
}

/**
 * Ids as one uuid[] parameter: a select-all of 10,000 rows stays one bound value instead of 10,000. Only for
 * ids that passed isUuid, so the array literal cannot be malformed.
 */
function uuidArray(ids: readonly string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * Deletes the user's rows with these ids, all or nothing: if any id is malformed, unknown or another user's,
 * the whole delete is undone and answered 404, so a bulk delete never removes part of a selection. The
 * notifications about them (whose subject is the row's id) go in the same transaction: they would lead nowhere.
 */
export async function deleteOwnedRows(
  db: Database,
  table: typeof clients | typeof leads,
  userId: string,
  ids: readonly string[],
  notFoundMessage: string,
): Promise<number> {
  const someNotFound = () => new AppError('NOT_FOUND', notFoundMessage);
  if (!ids.every(isUuid)) throw someNotFound();
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), sql`${table.id} = any(${uuidArray(unique)})`))
      .returning({ id: table.id });
    if (deleted.length !== unique.length) throw someNotFound();
    await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), sql`${notifications.subject} = any(${uuidArray(unique)}::text[])`));
    return deleted.length;
  });
}

/** Where a row stands among all the user's rows of the table in this order; null when it is not theirs. */
export async function positionOfOwnedRow(
  db: Database,
  table: typeof clients | typeof leads,
  userId: string,
  rowId: string,
  order: SQL,
): Promise<number | null> {
  const ranked = db
    .select({ id: table.id, position: sql<number>`(row_number() over (order by ${order}) - 1)::int`.as('position') })
    .from(table)
    .where(eq(table.userId, userId))
    .as('ranked');
  const [found] = await db.select({ position: ranked.position }).from(ranked).where(eq(ranked.id, rowId));
  return found?.position ?? null;
}

/**
 * A date filter as a condition on a date column: a day, or the range of a month or a year, so the indexes that
 * lead with the user and the date serve it. A missing date (null) never passes.
 */
export function dateFilterCondition(column: AnyPgColumn, filter: DateFilter | null): SQL | undefined {
  if (!filter) return undefined;
  if (filter.kind === 'day') return eq(column, filter.date);
  const { year } = filter;
  const [from, until] =
    filter.kind === 'year'
      ? [toIsoDate({ year, month: 1, day: 1 }), toIsoDate({ year: year + 1, month: 1, day: 1 })]
      : [
          toIsoDate({ year, month: filter.month, day: 1 }),
          filter.month === 12
            ? toIsoDate({ year: year + 1, month: 1, day: 1 })
            : toIsoDate({ year, month: filter.month + 1, day: 1 }),
        ];
  return and(gte(column, from), lt(column, until));
}

/** How many rows of the query pass `condition` (all of them without one), as a number. */
export function countWhere(condition: SQL | undefined) {
  return condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;
}
