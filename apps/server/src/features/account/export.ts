import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { toCsv } from '../../records/csv';

/**
 * Columns that are secrets of the sign-in, not the user's data: the password hash, session tokens and the OAuth
 * tokens better-auth keeps, the authenticator secret and the backup codes, the calendar feed's key. Everything else the user owns is exported.
 */
const secretColumns: Record<string, readonly string[]> = {
  accounts: ['password', 'access_token', 'refresh_token', 'id_token'],
  sessions: ['token'],
  two_factors: ['secret', 'backup_codes'],
  calendar_feeds: ['feed_key', 'token_hash'],
};

/** The column that names a table's owner: user_id, or the id itself for users and profiles. */
function ownerColumn(table: PgTable): PgColumn | undefined {
  const { name, columns } = getTableConfig(table);
  if (name === 'users' || name === 'profiles') return columns.find((column) => column.name === 'id');
  return columns.find((column) => column.name === 'user_id');
}

/**
 * Every table of the schema that rows of a user live in, with the columns to export, so a table added later is
 * exported without an edit.
 */
const ownedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const owner = ownerColumn(table);
    const { name } = getTableConfig(table);
    const secrets = secretColumns[name] ?? [];
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(table)).filter(
        // A generated column (a search key) is worked out from the others: nothing of the user's own.
        ([, column]) => !secrets.includes(column.name) && column.generated === undefined,
      ),
    );
    return owner ? [{ name, table, owner, columns }] : [];
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/** Every row the user owns, by table name; bytes (a screenshot) as base64. */
export async function userRows(db: Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const { name, table, owner, columns } of ownedTables) {
    const found: Record<string, unknown>[] = await db.select(columns).from(table).where(eq(owner, userId));
    rows[name] = found.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('base64') : value]),
      ),
    );
  }
  return rows;
}

/** One download: data.json with every row the user owns, plus clients.csv and leads.csv for a spreadsheet. */
export async function exportArchive(db: Database, userId: string, now: Date): Promise<Uint8Array> {
  const rows = await userRows(db, userId);
  const data = { exportedAt: now.toISOString(), tables: rows };
  return zipSync({
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'clients.csv': strToU8(toCsv(rows.clients ?? [])),
    'leads.csv': strToU8(toCsv(rows.leads ?? [])),
  });
}
