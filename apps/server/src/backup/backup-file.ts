import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { defaultMigrationsDir, serverRoot } from '../paths';

/**
 * One backup format for both databases (docs/decisions/0012-backup-and-move.md): gzip'd JSON lines. A header names
 * the format, the app version and the last migration applied; each table follows as a line with its name and row
 * count, then one line per row (PostgreSQL's own row_to_json, so every type round-trips as the database writes it);
 * a trailer holds the sequences and the SHA-256 of every line before it. Nothing is trusted before all of it checks.
 */
export const backupFormat = 'shutterdesk-backup';
export const backupFormatVersion = 1;

export interface MigrationMark {
  tag: string;
  /** The journal's timestamp, which drizzle's migrator records as the migration's created_at. */
  when: number;
}

export interface BackupHeader {
  format: typeof backupFormat;
  formatVersion: number;
  appVersion: string;
  migration: MigrationMark;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** The session-signing secret the source ran with, when known: sessions and two-factor secrets depend on it. */
  authSecret?: string;
}

export interface Snapshot {
  header: BackupHeader;
  /** Every table of the app's schema, each row as the JSON text PostgreSQL produced. */
  tables: { name: string; rows: string[] }[];
  /** Each sequence's last value, null when it was never used. */
  sequences: Record<string, string | null>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

interface JournalEntry {
  tag: string;
  when: number;
}

export async function readJournal(migrationsDir = defaultMigrationsDir): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The newest migration the database has applied, or undefined for a database the app never migrated. */
export async function lastAppliedMigration(db: Database): Promise<number | undefined> {
  const [schema] = await rows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations') as present`,
  );
  if (!schema?.present) return undefined;
  const [last] = await rows<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
  );
  return last?.when ? Number(last.when) : undefined;
}

/** The app's tables (drizzle's bookkeeping lives in its own schema and is rebuilt by the migrations). */
export async function listTables(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return found.map((table) => table.name);
}

/** Parents before children, by the foreign keys, so each insert finds the rows it refers to. */
export async function tablesInDependencyOrder(db: Database): Promise<string[]> {
  const tables = await listTables(db);
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) throw new BackupError(`The tables' foreign keys form a cycle: ${path.join(' -> ')}`);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      place(parent, [...path, table]);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}

async function appVersion(): Promise<string> {
  return (JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Reads every table in one snapshot: a repeatable-read, read-only transaction sees the database as of its first
 * query, however much the running app writes meanwhile.
 */
export async function takeSnapshot(
  handle: DatabaseHandle,
  options: { authSecret?: string; migrationsDir?: string } = {},
): Promise<Snapshot> {
  const journal = await readJournal(options.migrationsDir);
  return handle.db.transaction(
    async (tx) => {
      const when = await lastAppliedMigration(tx);
      const migration = journal.find((entry) => entry.when === when);
      if (!migration) {
        throw new BackupError(
          when === undefined
            ? 'The database has no Shutterdesk schema: there is nothing to back up.'
            : 'The database was migrated by a newer Shutterdesk than this one: back it up with that version.',
        );
      }
      const tables = [];
      for (const name of await listTables(tx)) {
        const tableRows = await rows<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
        );
        tables.push({ name, rows: tableRows.map((found) => found.row) });
      }
      const sequences = await rows<{ name: string; value: string | null }>(
        tx,
        sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      );
      return {
        header: {
          format: backupFormat,
          formatVersion: backupFormatVersion,
          appVersion: await appVersion(),
          migration: { tag: migration.tag, when: migration.when },
          createdAt: new Date().toISOString(),
          source: handle.kind === 'postgres' ? 'postgres' : 'pglite',
          ...(options.authSecret ? { authSecret: options.authSecret } : {}),
        },
        tables,
        sequences: Object.fromEntries(sequences.map((sequence) => [sequence.name, sequence.value])),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function encodeSnapshot(snapshot: Snapshot): Promise<Buffer> {
  const lines = [JSON.stringify(snapshot.header)];
  for (const table of snapshot.tables) {
    lines.push(JSON.stringify({ table: table.name, rows: table.rows.length }), ...table.rows);
  }
  const body = lines.map((line) => `${line}\n`).join('');
  const trailer = JSON.stringify({ end: true, sequences: snapshot.sequences, sha256: sha256(body) });
  return gzipAsync(`${body}${trailer}\n`);
}

const notABackup = (file: string, why: string) =>
  new BackupError(`${file} is not a complete Shutterdesk backup (${why}). Nothing was changed.`);

/**
 * Decodes and verifies a whole backup: gzip's own check, the format, the checksum over every line and each table's
 * row count. Only a file that passes all of them is returned; `file` names it in the messages.
 */
export async function decodeBackup(
  data: Buffer,
  file: string,
  migrationsDir = defaultMigrationsDir,
): Promise<Snapshot> {
  let text: string;
  try {
    text = (await gunzipAsync(data)).toString('utf8');
  } catch {
    throw notABackup(file, data.length === 0 ? 'it is empty' : 'it is not gzip data, or it was cut short');
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const parse = (line: string | undefined): Record<string, unknown> | undefined => {
    try {
      const value: unknown = JSON.parse(line ?? '');
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const header = parse(lines[0]);
  if (header?.format !== backupFormat) throw notABackup(file, 'no Shutterdesk backup header');
  if (header.formatVersion !== backupFormatVersion) {
    throw new BackupError(
      `${file} uses backup format ${String(header.formatVersion)}; this Shutterdesk reads format ${backupFormatVersion}. Nothing was changed.`,
    );
  }
  const trailer = parse(lines.at(-1));
  if (lines.length < 2 || trailer?.end !== true) throw notABackup(file, 'its end is missing');
  const body = lines
    .slice(0, -1)
    .map((line) => `${line}\n`)
    .join('');
  if (trailer.sha256 !== sha256(body)) throw notABackup(file, 'its checksum does not match');

  const typedHeader = header as unknown as BackupHeader;
  const journal = await readJournal(migrationsDir);
  if (!journal.some((entry) => entry.when === typedHeader.migration?.when)) {
    throw new BackupError(
      `${file} was made by a newer Shutterdesk (schema ${typedHeader.migration?.tag}, app ${typedHeader.appVersion}): ` +
        'upgrade this one before restoring it. Nothing was changed.',
    );
  }

  const tables: Snapshot['tables'] = [];
  let index = 1;
  while (index < lines.length - 1) {
    const start = parse(lines[index]);
    const count = start?.rows;
    if (typeof start?.table !== 'string' || typeof count !== 'number' || index + 1 + count > lines.length - 1) {
      throw notABackup(file, `table section ${tables.length + 1} is malformed`);
    }
    tables.push({ name: start.table, rows: lines.slice(index + 1, index + 1 + count) });
    index += 1 + count;
  }
  return { header: typedHeader, tables, sequences: (trailer.sequences ?? {}) as Snapshot['sequences'] };
}

export async function readBackupFile(file: string, migrationsDir?: string): Promise<Snapshot> {
  const data = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  return decodeBackup(data, file, migrationsDir);
}

/** Written beside its final name and renamed into place: a crash mid-write never leaves a half file there. */
export async function writeBackupFile(file: string, snapshot: Snapshot): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    // The file holds password hashes and the session secret: for its owner only.
    await writeFile(temporary, await encodeSnapshot(snapshot), { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`Cannot write ${file}: the folder ${path.dirname(file)} does not exist.`);
    }
    throw error;
  }
}

export const rowCounts = (snapshot: Snapshot) =>
  Object.fromEntries(snapshot.tables.map((table) => [table.name, table.rows.length]));

/** What a backup holds, for the commands' output: tables with rows, and the total. */
export function describeSnapshot(snapshot: Snapshot): string {
  const total = snapshot.tables.reduce((sum, table) => sum + table.rows.length, 0);
  return `${snapshot.tables.length} tables, ${total} rows, schema ${snapshot.header.migration.tag}`;
}
