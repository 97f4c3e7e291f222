import { and, eq, sql } from 'drizzle-orm';
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
