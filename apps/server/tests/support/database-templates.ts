import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, openPgliteClient } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createLogger } from '../../src/logger';
import { defaultMigrationsDir } from '../../src/paths';
import { pgliteTemplateVariable, postgresTemplateVariable } from '../../src/testing/test-server';

/**
 * Vitest's global setup for the integration tests: one migrated database of each kind, made once per run, that every
 * test server's fresh database is copied from (test-server.ts). An empty PGlite runs initdb and every migration,
 * about 3 s of CPU, on each of the suite's ~100 server starts; a copy of the dump takes a third of that.
 * The templates are found through environment variables, which the test workers inherit.
 */
export default async function setUpDatabaseTemplates() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-templates-'));
  const client = await openPgliteClient(undefined);
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migrate(drizzle(client), { migrationsFolder: defaultMigrationsDir });
  const dumpFile = path.join(folder, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[pgliteTemplateVariable] = dumpFile;

  const baseUrl = process.env.TEST_DATABASE_URL;
  const templateName = `shutterdesk_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const connection = new pg.Client({ connectionString: baseUrl });
    await connection.connect();
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  if (baseUrl) {
    await admin(`create database ${templateName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${templateName}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }, createLogger('silent'));
    await runMigrations(handle);
    await handle.close();
    process.env[postgresTemplateVariable] = templateName;
  }

  return async () => {
    if (baseUrl) await admin(`drop database if exists ${templateName} with (force)`);
    await rm(folder, { recursive: true, force: true });
  };
}
