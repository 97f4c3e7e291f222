import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { idempotencyKeyHeader, type ClientImportRequest, type ClientList, type ImportResult } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { factoryContextForCommand } from '../src/cli/open-from-env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { parseEnv } from '../src/env';
import { createLogger } from '../src/logger';
import { databaseTargetFromEnv } from '../src/server';
import { createClients } from '../src/testing/client-lead-factories';
import { createUser } from '../src/testing/factories';
import { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, testDatabaseKinds } from '../src/testing/test-server';
import { freePort } from '../src/testing/free-port';
import { serverSourceCommand, spawnNode, type SpawnedProcess } from './support/spawn';

/** Polls `check` every 5 ms until it holds; fails with `what` after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Makes every row added to clients cost some CPU inside the database (a BEFORE trigger summing a series), so a
 * 10,000-row import spends seconds inside its transaction: the kill lands there however loaded the machine is.
 */
const slowClientInserts = [
  sql.raw(`CREATE FUNCTION test_slow_client_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM sum(g) FROM generate_series(1, 2000) g;
      RETURN NEW;
    END
    $$`),
  sql.raw(`CREATE TRIGGER test_slow_client_insert BEFORE INSERT ON clients
    FOR EACH ROW EXECUTE FUNCTION test_slow_client_insert()`),
];

const importRows = (count: number, prefix: string): ClientImportRequest['rows'] =>
  Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    cells: {
      name: `${prefix} ${index + 1}`,
      email: `${prefix.toLowerCase()}.${index + 1}@example.com`,
      sessionDate: '2026-12-05',
      sessionType: 'Family',
      sessionPackage: 'Mini session',
    },
  }));

describe.each(testDatabaseKinds)('[CSV] an import cut off by a crash (%s)', (kind) => {
  it(
    'a server killed (SIGKILL) inside the commit of 10,000 clients leaves none of them, and works after a restart',
    { timeout: 300_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-import-crash-'));
      const database = kind === 'postgres' ? await createTestDatabase('postgres') : null;
      const databaseUrl = database?.target.kind === 'postgres' ? database.target.url : '';
      const port = await freePort();
      const appUrl = `http://127.0.0.1:${port}`;
      const rawEnv = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: appUrl,
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        BACKUP_INTERVAL_HOURS: '0',
        LOG_LEVEL: 'warn',
      };
      let server: SpawnedProcess | null = null;
      const start = async () => {
        server = spawnNode(serverSourceCommand, { env: { ...process.env, ...rawEnv } });
        const running = server;
        await waitFor(
          `the server at ${appUrl} is ready`,
          async () => {
            if (running.child.exitCode !== null) throw new Error(`The server exited:\n${running.output()}`);
            return fetch(`${appUrl}/api/ready`).then(
              (response) => response.ok,
              () => false,
            );
          },
          120_000,
        );
      };
      try {
        // The photographer, their three clients and the slow trigger, written before the server owns the data.
        const env = parseEnv(rawEnv);
        const handle = await openDatabase(databaseTargetFromEnv(env), createLogger('silent'));
        await runMigrations(handle, env.MIGRATIONS_DIR);
        const factories = factoryContextForCommand(env, handle);
        const user = await createUser(factories.context, {});
        factories.close();
        await createClients(handle.db, user.id, 3, { seed: 5 });
        for (const statement of slowClientInserts) await handle.db.execute(statement);
        // Both drivers answer execute with `{ rows }`.
        const tableFile = (await handle.db.execute(sql`select pg_relation_filepath('clients') as file`)) as {
          rows: { file: string }[];
        };
        await handle.close();

        // How the test sees the commit well inside its transaction: the clients table has grown by half the
        // import (rows of about 745 bytes), so several of its insert statements are done and none committed. The
        // size counts rows not yet committed: PGlite's file on disk, PostgreSQL's pg_relation_size.
        let observer: pg.Client | null = null;
        let tableBytes: () => Promise<number>;
        if (kind === 'pglite') {
          const file = path.join(dataDir, 'pgdata', tableFile.rows[0]?.file ?? '');
          tableBytes = async () => (await stat(file)).size;
        } else {
          observer = new pg.Client({ connectionString: databaseUrl });
          await observer.connect();
          const connection = observer;
          tableBytes = async () =>
            Number(
              (await connection.query<{ bytes: string }>(`select pg_relation_size('clients') as bytes`)).rows[0]?.bytes,
            );
        }
        const bytesBefore = await tableBytes();
        const halfTheImportBytes = 5_000 * 700;

        await start();
        const browser = new TestAgent(appUrl, '198.51.100.7');
        expect((await browser.signIn(user.email, user.password)).status).toBe(200);

        const importKey = randomBytes(16).toString('hex');
        const request: ClientImportRequest = { dateFormat: 'iso', dryRun: false, rows: importRows(10_000, 'Crash') };
        let answered = false;
        const commit = browser
          .post<ImportResult>('/api/clients/import', request, { headers: { [idempotencyKeyHeader]: importKey } })
          .finally(() => (answered = true));
        // Awaited after the kill; until then a rejection must not count as unhandled.
        commit.catch(() => {});
        await waitFor(
          'half the import is inserted',
          async () => (await tableBytes()) - bytesBefore > halfTheImportBytes,
          120_000,
        );
        expect(answered).toBe(false);
        const killed = server as SpawnedProcess | null;
        killed?.child.kill('SIGKILL');
        expect(await killed?.exited).toBe(null);
        await expect(commit).rejects.toThrow();
        await observer?.end();

        // The same data, a new process: none of the 10,000 rows, and the app still reads and writes. The import's
        // Idempotency-Key went with its transaction, so it can be used again (a kept key would refuse a new body).
        await start();
        const again = new TestAgent(appUrl, '198.51.100.8');
        expect((await again.signIn(user.email, user.password)).status).toBe(200);
        expect((await again.get<ClientList>('/api/clients')).body.total).toBe(3);
        const small = await again.post<ImportResult>(
          '/api/clients/import',
          { dateFormat: 'iso', dryRun: false, rows: importRows(2, 'After') } satisfies ClientImportRequest,
          { headers: { [idempotencyKeyHeader]: importKey } },
        );
        expect(small.status).toBe(200);
        expect(small.body.created).toBe(2);
        const list = await again.get<ClientList>('/api/clients');
        expect(list.body.total).toBe(5);
        expect(list.body.clients.map((client) => client.name)).toEqual(expect.arrayContaining(['After 1', 'After 2']));
      } finally {
        const running = server as SpawnedProcess | null;
        if (running && running.child.exitCode === null) {
          running.child.kill('SIGTERM');
          await running.exited;
        }
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
