import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { defaultMigrationsDir } from '../paths';
import type { DatabaseHandle } from './client';

const migrationLockId = 72_616_001;

/** Applies the pending migrations; instances starting together on one PostgreSQL take turns. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = defaultMigrationsDir): Promise<void> {
  await handle.withExclusiveLock(migrationLockId, async (db) => {
    // The migrator of the driver in use only (db/client.ts loads the drivers the same way).
    if (handle.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}
