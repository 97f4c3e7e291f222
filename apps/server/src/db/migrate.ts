import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { defaultMigrationsDir } from '../paths';
import type { DatabaseHandle } from './client';

const migrationLockId = 72_616_001;

/** Applies the pending migrations; instances starting together on one PostgreSQL take turns. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsDir): Promise<void> {
  await handle.withExclusiveLock(migrationLockId, async (db) => {
    if (handle.kind === 'postgres') {
      await migratePostgres(db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}
