import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { defaultMigrationsDir } from '../paths';
import type { Database, DatabaseHandle } from './client';

const migrationLockId = 72_616_001;

export type Migration = MigrationMeta;

/** The migrations of a folder (drizzle-kit's SQL files and journal), oldest first. */
export function readMigrations(migrationsFolder = defaultMigrationsDir): Migration[] {
  return readMigrationFiles({ migrationsFolder });
}

/**
 * Applies the migrations newer than the last one the database recorded, inside the caller's transaction, and records
 * each as drizzle's migrator does (its hash and journal time, in drizzle.__drizzle_migrations), so either can carry
 * on from the other. Drizzle's migrator opens a transaction of its own, which a restore's transaction (the schema
 * dropped, rebuilt and loaded at once) could not hold.
 */
export async function applyMigrations(tx: Database, migrations: readonly Migration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const result = (await tx.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as {
    rows: { last: string | null }[];
  };
  const last = result.rows[0]?.last;
  for (const migration of migrations) {
    if (last !== null && last !== undefined && migration.folderMillis <= Number(last)) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * Runs `work` in one transaction while holding the migration lock, so instances starting together on one PostgreSQL
 * (or a restore beside them) take turns.
 */
export function inMigrationTransaction<T>(handle: DatabaseHandle, work: (tx: Database) => Promise<T>): Promise<T> {
  return handle.withExclusiveLock(migrationLockId, (db) => db.transaction((tx) => work(tx)));
}

/** Applies the pending migrations, all or none. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsDir): Promise<void> {
  const migrations = readMigrations(migrationsFolder);
  await inMigrationTransaction(handle, (tx) => applyMigrations(tx, migrations));
}
