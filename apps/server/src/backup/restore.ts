import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { errorChain } from '../db/errors';
import { applyMigrations, inMigrationTransaction, readMigrations } from '../db/migrate';
import {
  BackupError,
  lastAppliedMigration,
  listTables,
  rowCounts,
  tablesInDependencyOrder,
  type Snapshot,
} from './backup-file';

export interface RestoreOptions {
  /** Replace whatever the target holds instead of refusing a target that is not empty. */
  force?: boolean;
  migrationsDir?: string;
}

/** The commands add how to go on: a restore may be told to replace the contents, a move may not. */
export class TargetNotEmptyError extends BackupError {
  override name = 'TargetNotEmptyError';
  constructor(reason: string) {
    super(`The target database is not empty: ${reason}. Nothing was changed.`);
  }
}

/** Rows per insert: a few MB of JSON at most, well within one statement of either driver. */
const insertBatch = 1000;

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listTables(db)) {
    const result = (await db.execute(sql`select count(*)::int as count from ${sql.identifier(name)}`)) as unknown as {
      rows: { count: number }[];
    };
    counts[name] = result.rows[0]!.count;
  }
  return counts;
}

/** Why the target cannot take a restore as it is, or undefined when it is empty (no tables, or empty ones). */
async function reasonTargetIsNotEmpty(db: Database, journalWhens: number[]): Promise<string | undefined> {
  const tables = await listTables(db);
  const applied = await lastAppliedMigration(db);
  if (tables.length > 0 && applied === undefined) return `it holds tables that are not Shutterdesk's (${tables[0]}…)`;
  if (applied !== undefined && !journalWhens.includes(applied)) return 'it was migrated by a newer Shutterdesk';
  const withRows = Object.entries(await countRows(db)).filter(([, count]) => count > 0);
  if (withRows.length > 0) {
    return `it holds data (${withRows
      .slice(0, 3)
      .map(([name, count]) => `${name}: ${count} rows`)
      .join(', ')}${withRows.length > 3 ? ', …' : ''})`;
  }
  return undefined;
}

/** Drops the app's schema and drizzle's record of it, so the migrations start from nothing. */
async function dropSchema(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}

/**
 * What the database said of a failed statement, in one short line: the driver's own message and SQLSTATE, never
 * Drizzle's wrapper, whose message ends with the statement's parameters (a restore's are whole rows, password hashes
 * among them).
 */
function databaseReason(error: unknown): string {
  const fromDatabase = [...errorChain(error)].filter((link) => typeof link.code === 'string').at(-1);
  const innermost = [...errorChain(error)].at(-1);
  const message = String((fromDatabase ?? innermost)?.message ?? error)
    .split('\n')[0]!
    .slice(0, 200);
  return fromDatabase ? `${message} (${String(fromDatabase.code)})` : message;
}

async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select a.attname as name from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by a.attnum`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Every table, parents first, then the sequences, inside the restore's transaction; a mismatch fails all of it. */
async function loadRows(tx: Database, snapshot: Snapshot): Promise<void> {
  const order = await tablesInDependencyOrder(tx);
  const byName = new Map(snapshot.tables.map((table) => [table.name, table.rows]));
  const missing = order.filter((name) => !byName.has(name));
  const unknown = [...byName.keys()].filter((name) => !order.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new BackupError(
      `The backup's tables do not match schema ${snapshot.header.migration.tag}` +
        `${missing.length ? `; missing: ${missing.join(', ')}` : ''}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}.`,
    );
  }
  for (const name of order) {
    const rows = byName.get(name)!;
    const columns = sql.join(
      (await insertableColumns(tx, name)).map((column) => sql.identifier(column)),
      sql.raw(', '),
    );
    for (let start = 0; start < rows.length; start += insertBatch) {
      const batch = `[${rows.slice(start, start + insertBatch).join(',')}]`;
      // json_populate_recordset turns each JSON object back into a row of the table's own type.
      await tx
        .execute(
          sql`insert into ${sql.identifier(name)} (${columns})
              select ${columns} from json_populate_recordset(null::${sql.identifier(name)}, ${batch}::json)`,
        )
        .catch((error: unknown) => {
          throw new BackupError(`Loading table ${name} failed: ${databaseReason(error)}.`);
        });
    }
  }
  for (const [name, value] of Object.entries(snapshot.sequences)) {
    if (value !== null) await tx.execute(sql`select setval(format('public.%I', ${name})::regclass, ${value}::bigint)`);
  }
  const expected = rowCounts(snapshot);
  const loaded = await countRows(tx);
  const wrong = Object.keys(expected).filter((name) => loaded[name] !== expected[name]);
  if (wrong.length > 0) throw new BackupError(`Row counts differ after loading: ${wrong.join(', ')}.`);
}

/**
 * Loads a verified backup into an empty database (or, with `force`, into one whose contents it replaces), migrates
 * it to this app's schema and returns the row count of every table as restored. All of it is one transaction: the
 * schema dropped, rebuilt up to the backup's migration, loaded and migrated forward commit together, so a failure
 * anywhere (a row that breaks a constraint, a full disk, a cut connection) leaves the target exactly as it was.
 */
export async function restoreSnapshot(
  handle: DatabaseHandle,
  snapshot: Snapshot,
  options: RestoreOptions = {},
): Promise<Record<string, number>> {
  const migrations = readMigrations(options.migrationsDir);
  const backupWhen = snapshot.header.migration.when;
  try {
    return await inMigrationTransaction(handle, async (tx) => {
      const reason = await reasonTargetIsNotEmpty(
        tx,
        migrations.map((migration) => migration.folderMillis),
      );
      if (reason && !options.force) throw new TargetNotEmptyError(reason);
      const applied = await lastAppliedMigration(tx);
      // An empty database already past the backup's schema is rebuilt too: it holds nothing to lose.
      if (reason || (applied !== undefined && applied > backupWhen)) await dropSchema(tx);
      // The backup's rows fit exactly the schema they were taken from; later migrations then carry them forward as
      // they would a live database's.
      await applyMigrations(
        tx,
        migrations.filter((migration) => migration.folderMillis <= backupWhen),
      );
      await loadRows(tx, snapshot);
      await applyMigrations(tx, migrations);
      return countRows(tx);
    });
  } catch (error) {
    if (error instanceof TargetNotEmptyError) throw error;
    const reason = error instanceof BackupError ? error.message : `${databaseReason(error)}.`;
    throw new BackupError(`The restore failed and was undone: ${reason} Nothing was changed.`);
  }
}
