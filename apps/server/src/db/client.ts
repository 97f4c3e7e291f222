import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Logger } from '../logger';
import { ensurePrivateDirectory, keepOwnerOnly } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: the app only uses what PGlite and PostgreSQL share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /**
   * A throwaway in-memory PGlite, for tests: empty, or a copy of `startFrom` (a data directory PGlite dumped), which
   * skips the initdb every empty one runs.
   */
  | { kind: 'pglite-memory'; startFrom?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Runs `work` while holding a cluster-wide lock, so only one instance does it at a time. */
  withExclusiveLock<T>(lockId: number, work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

const lockFileName = 'shutterdesk.lock';
const pgliteSharedBuffers = '16MB';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that has died is taken over.
 */
async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DatabaseLockedError(
          `The data directory ${dataDir} is in use by another Shutterdesk process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another directory.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the data directory ${dataDir}.`);
}

/** A ready PGlite on `dataDir` (in memory when undefined, starting from the dump `startFrom` when given). */
export async function openPgliteClient(dataDir: string | undefined, startFrom?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // The options form: given a data directory of undefined (in memory), PGlite ignores a second argument.
  const client = new PGlite({
    dataDir,
    loadDataDir: startFrom,
    // PostgreSQL's default 128 MB of shared buffers lives inside the WASM heap and would double the
    // server's memory; one studio's data is far smaller, and the OS caches the files underneath anyway.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    // The admin lists' search indexes (migration 0010_admin) need trigrams.
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return client;
}

async function openPglite(dataDir: string | undefined, startFrom?: Blob): Promise<DatabaseHandle> {
  let releaseLock = async () => {};
  if (dataDir) {
    await ensurePrivateDirectory(dataDir);
    releaseLock = await acquireDataDirLock(dataDir);
  }
  try {
    const [client, { drizzle: drizzlePglite }] = await Promise.all([
      openPgliteClient(dataDir ? path.join(dataDir, 'pgdata') : undefined, startFrom),
      import('drizzle-orm/pglite'),
    ]);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
    if (dataDir) await keepOwnerOnly(dataDir);
    return {
      db,
      kind: dataDir ? 'pglite' : 'pglite-memory',
      // One process owns a PGlite database, so there is nobody to exclude.
      withExclusiveLock: (_lockId, work) => work(db),
      async close() {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** How long a request may wait for a connection before it is answered 503: an outage must not hang requests. */
const connectTimeoutMs = 5000;

async function openPostgres(url: string, poolSize: number, logger: Logger): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // A peer that vanished without closing the connection (a failover, a dropped NAT entry) is noticed by the OS.
    keepAlive: true,
  });
  // An idle connection the database drops (restart, failover, a proxy's idle timeout) is reported here; without a
  // listener Node would end the process. The pool has already discarded it and opens a new one when asked.
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was lost'));
  // A connection checked out for a transaction or a lock that the database drops also emits 'error'; its queries
  // already reject with it, so this listener only keeps the event from ending the process.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'a database connection in use was lost'));
  });
  const onConnection = (client: pg.PoolClient) =>
    drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Database;
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  // Drizzle's own transaction() on a pool sends BEGIN before its try/finally, so a connection that dies under BEGIN
  // is never released: each such outage costs the pool a connection for good, until requests only time out. Here
  // the connection is checked out and released by us; the pool discards it if it is broken.
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      return await onConnection(client).transaction(work, config);
    } finally {
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    async withExclusiveLock(lockId, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await work(onConnection(client));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      // pool.end() resolves once each connection has been asked to end, not once it has; wait for every one to
      // be gone, so a database dropped right after (as the tests do) cannot kill a backend mid-goodbye.
      const open = pool.totalCount;
      let removed = 0;
      const allRemoved = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          removed += 1;
          if (removed === open) resolve();
        });
      });
      await pool.end();
      // Bounded, so a connection that never reports back cannot hold up a shutdown.
      await Promise.race([allRemoved, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
  };
}

/** Only the driver of the chosen target is loaded: each is a sizeable share of start-up. */
export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'postgres':
      return openPostgres(target.url, target.poolSize ?? 10, logger);
    case 'pglite':
      return openPglite(path.resolve(target.dataDir));
    case 'pglite-memory':
      return openPglite(undefined, target.startFrom);
  }
}
