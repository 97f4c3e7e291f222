import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeBackup,
  encodeSnapshot,
  listTables,
  readBackupFile,
  takeSnapshot,
  writeBackupFile,
  type Snapshot,
} from '../src/backup/backup-file';
import { restoreSnapshot, TargetNotEmptyError } from '../src/backup/restore';
import { scheduledBackupName } from '../src/backup/schedule';
import { seedDemoData } from '../src/cli/demo-data';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { eventually } from '../src/testing/eventually';
import { createTestDatabase, testDatabaseKinds, testServerEnv } from '../src/testing/test-server';
import { startServer, type RunningServer } from '../src/server';
import { createUser } from '../src/testing/factories';
import { startEmbeddedServer } from './support/embedded-server';
import { runCli } from './support/run-cli';

const logger = createLogger('silent');

/** Every table's rows as PostgreSQL renders them, in a fixed order: two databases with equal dumps hold the same. */
async function dumpTables(db: Database): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const name of await listTables(db)) {
    const result = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    dump[name] = result.rows.map((row) => row.row);
  }
  return dump;
}

/** A migrated database of the kind with the demo photographer, their dashboard, history, clients and leads. */
async function seededDatabase(handle: DatabaseHandle, dataDir: string): Promise<void> {
  await runMigrations(handle);
  const server = { db: handle.db, env: testServerEnv(dataDir) };
  const { createAuth } = await import('../src/auth/auth');
  const auth = createAuth({
    db: server.db,
    appUrl: 'http://localhost',
    secret: server.env.AUTH_SECRET!,
    mailer: { send: async () => {}, sendLater: () => {}, close: async () => {} },
    logger,
    supportEmail: server.env.SUPPORT_EMAIL,
  });
  await seedDemoData({ auth, db: handle.db }, handle.db);
  // A second photographer, so the backup is more than one user's.
  await createUser({ auth, db: handle.db }, { name: 'Second Studio' });
}

const cliTimeout = 120_000;

describe.each(testDatabaseKinds)('[%s] backup and restore', (kind) => {
  let workDir: string;
  let source: { handle: DatabaseHandle; drop(): Promise<void> };
  const targets: { handle: DatabaseHandle; drop(): Promise<void> }[] = [];

  const freshDatabase = async () => {
    const database = await createTestDatabase(kind);
    const handle = await openDatabase(database.target, logger);
    const opened = { handle, drop: async () => (await handle.close(), await database.drop()) };
    targets.push(opened);
    return opened;
  };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    source = await freshDatabase();
    await seededDatabase(source.handle, workDir);
  }, 120_000);
  afterAll(async () => {
    for (const target of targets) await target.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it(
    'restores a backup of the demo data into an empty database with every row of every table',
    { timeout: 120_000 },
    async () => {
      const file = path.join(workDir, 'round-trip.backup');
      await writeBackupFile(file, await takeSnapshot(source.handle, { authSecret: 'a'.repeat(40) }));
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      const snapshot = await readBackupFile(file);
      expect(snapshot.header).toMatchObject({ format: 'shutterdesk-backup', source: kind, authSecret: 'a'.repeat(40) });
      const target = await freshDatabase();
      await restoreSnapshot(target.handle, snapshot);

      const original = await dumpTables(source.handle.db);
      expect(original.users).toHaveLength(2);
      expect(original.tasks!.length).toBeGreaterThan(20);
      expect(original.clients!.length).toBeGreaterThan(10);
      expect(original.leads!.length).toBeGreaterThan(10);
      expect(await dumpTables(target.handle.db)).toEqual(original);
    },
  );

  it(
    'refuses a non-empty target and leaves it as it was, and replaces its contents when forced',
    { timeout: 120_000 },
    async () => {
      const snapshot = await takeSnapshot(source.handle);
      const target = await freshDatabase();
      await runMigrations(target.handle);
      await target.handle.db.execute(
        sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values ('someone-else', 'Someone Else', 'else@example.com', true, now(), now())`,
      );
      const before = await dumpTables(target.handle.db);

      await expect(restoreSnapshot(target.handle, snapshot)).rejects.toThrow(TargetNotEmptyError);
      await expect(restoreSnapshot(target.handle, snapshot)).rejects.toThrow(
        /not empty: it holds data \(users: 1 rows/,
      );
      expect(await dumpTables(target.handle.db)).toEqual(before);

      await restoreSnapshot(target.handle, snapshot, { force: true });
      expect(await dumpTables(target.handle.db)).toEqual(await dumpTables(source.handle.db));
    },
  );

  it('restores a backup taken at an older schema, then migrates it forward', { timeout: 120_000 }, async () => {
    // A database left at the schema before the newest migration, holding one photographer.
    const old = await freshDatabase();
    const journalDir = await mkdtemp(path.join(workDir, 'migrations-'));
    const { cp } = await import('node:fs/promises');
    const { defaultMigrationsDir } = await import('../src/paths');
    await cp(defaultMigrationsDir, journalDir, { recursive: true });
    const journalFile = path.join(journalDir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, -1);
    await writeFile(journalFile, JSON.stringify(journal));
    await runMigrations(old.handle, journalDir);
    await old.handle.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values ('old-user', 'Old User', 'old@example.com', true, now(), now())`,
    );
    const snapshot = await takeSnapshot(old.handle, { migrationsDir: journalDir });

    const target = await freshDatabase();
    await restoreSnapshot(target.handle, snapshot);
    const restored = await dumpTables(target.handle.db);
    expect(restored.users!.map((row) => JSON.parse(row).email)).toEqual(['old@example.com']);
    const [latest] = (
      (await target.handle.db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`)) as {
        rows: { at: string }[];
      }
    ).rows;
    const journalNow = JSON.parse(await readFile(path.join(defaultMigrationsDir, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    expect(Number(latest!.at)).toBe(journalNow.entries.at(-1)!.when);
  });
});

describe('[pglite] refused backups change nothing', () => {
  let workDir: string;
  let good: Buffer;
  let snapshot: Snapshot;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    const handle = await openDatabase({ kind: 'pglite-memory' }, logger);
    try {
      await seededDatabase(handle, workDir);
      snapshot = await takeSnapshot(handle);
      good = await encodeSnapshot(snapshot);
    } finally {
      await handle.close();
    }
  }, 120_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  const refusals: [string, () => Promise<Buffer>, RegExp][] = [
    ['a truncated file', async () => good.subarray(0, Math.floor(good.length / 2)), /cut short/],
    [
      'a backup missing its end',
      async () => {
        const { gunzipSync } = await import('node:zlib');
        const lines = gunzipSync(good).toString().trimEnd().split('\n');
        return gzipSync(`${lines.slice(0, -5).join('\n')}\n`);
      },
      /its end is missing/,
    ],
    [
      'a backup whose rows were altered',
      async () => {
        const { gunzipSync } = await import('node:zlib');
        return gzipSync(gunzipSync(good).toString().replace('Demi Lens', 'Evil Lens'));
      },
      /checksum does not match/,
    ],
    ['a foreign gzip file', async () => gzipSync('{"hello":"world"}\n'), /no Shutterdesk backup header/],
    ['a file that is not gzip', async () => Buffer.from('name,email\nA,a@example.com\n'), /not gzip data/],
    [
      'a backup from a newer schema',
      async () =>
        encodeSnapshot({
          ...snapshot,
          header: { ...snapshot.header, migration: { tag: '9999_future', when: Date.now() + 1e12 } },
        }),
      /made by a newer Shutterdesk \(schema 9999_future/,
    ],
  ];

  it.each(refusals)('refuses %s with a clear message', async (_name, make, message) => {
    await expect(decodeBackup(await make(), 'the.backup')).rejects.toThrow(message);
    await expect(decodeBackup(await make(), 'the.backup')).rejects.toThrow(/^the\.backup .*Nothing was changed\.$/);
  });

  it('says so when the folder to write a backup into does not exist', async () => {
    const missing = path.join(workDir, 'no-such-folder');
    await expect(writeBackupFile(path.join(missing, 'a.backup'), snapshot)).rejects.toThrow(
      `the folder ${missing} does not exist`,
    );
  });

  it(
    'npm run restore refuses a truncated file before it opens the data directory',
    { timeout: cliTimeout },
    async () => {
      const file = path.join(workDir, 'truncated.backup');
      await writeFile(file, good.subarray(0, good.length - 100));
      const dataDir = path.join(workDir, 'untouched');
      const result = await runCli('restore.ts', [file], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`${file} is not a complete Shutterdesk backup`);
      expect(await readdir(dataDir).catch(() => 'absent')).toBe('absent');
    },
  );

  it(
    'npm run restore fills an empty data directory, keeps its session secret and refuses to do it twice',
    async () => {
      const file = path.join(workDir, 'cli.backup');
      await writeBackupFile(file, { ...snapshot, header: { ...snapshot.header, authSecret: 's'.repeat(43) } });
      const dataDir = path.join(workDir, 'cli-target');
      const first = await runCli('restore.ts', [file], { DATA_DIR: dataDir });
      expect(first.output).toMatch(/Restored \d+ rows in \d+ tables/);
      expect(first.code).toBe(0);
      expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('s'.repeat(43));

      const again = await runCli('restore.ts', [file], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.output).toContain('The target database is not empty');
      expect(again.output).toContain('pass --force');
      expect((await runCli('restore.ts', [file, '--force'], { DATA_DIR: dataDir })).code).toBe(0);
      expect((await runCli('restore.ts', [], { DATA_DIR: dataDir })).output).toContain(
        'Usage: npm run restore -- <file> [--force]',
      );
    },
    3 * cliTimeout,
  );
});

describe.each(testDatabaseKinds)('[%s] a forced restore that fails half-way', (kind) => {
  let workDir: string;
  let good: Snapshot;
  let failing: Snapshot;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    const handle = await openDatabase({ kind: 'pglite-memory' }, logger);
    try {
      await seededDatabase(handle, workDir);
      good = await takeSnapshot(handle);
    } finally {
      await handle.close();
    }
    // Checksummed and well-formed, as the format allows, but one account twice: its insert fails, after every table
    // before it in the load (users among them) has been loaded.
    failing = {
      ...good,
      tables: good.tables.map((table) =>
        table.name === 'accounts' ? { ...table, rows: [...table.rows, table.rows[0]!] } : table,
      ),
    };
  }, 120_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  /** A target of the kind holding data: the good backup and one more photographer, as the command would find it. */
  async function targetWithData(): Promise<{
    env: Record<string, string>;
    open(): Promise<DatabaseHandle>;
    drop(): Promise<void>;
  }> {
    if (kind === 'pglite') {
      const dataDir = await mkdtemp(path.join(workDir, 'data-'));
      const target = { kind: 'pglite', dataDir } as const;
      const handle = await openDatabase(target, logger);
      await restoreSnapshot(handle, good);
      await handle.db.execute(
        sql`insert into users (id, name, email, email_verified, created_at, updated_at)
            values ('kept-user', 'Kept User', 'kept@example.com', true, now(), now())`,
      );
      await handle.close();
      return { env: { DATA_DIR: dataDir }, open: () => openDatabase(target, logger), drop: async () => {} };
    }
    const database = await createTestDatabase('postgres');
    const handle = await openDatabase(database.target, logger);
    await restoreSnapshot(handle, good);
    await handle.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values ('kept-user', 'Kept User', 'kept@example.com', true, now(), now())`,
    );
    await handle.close();
    const url = database.target.kind === 'postgres' ? database.target.url : '';
    return {
      env: { DATABASE_URL: url, AUTH_SECRET: 'f'.repeat(43) },
      open: () => openDatabase(database.target, logger),
      drop: database.drop,
    };
  }

  it(
    'npm run restore --force leaves the database exactly as it was, and says why in a line without the rows',
    { timeout: 2 * cliTimeout },
    async () => {
      const target = await targetWithData();
      try {
        const before = await target.open().then(async (handle) => {
          try {
            return await dumpTables(handle.db);
          } finally {
            await handle.close();
          }
        });
        expect(before.users).toHaveLength(3);
        const file = path.join(workDir, `failing-${kind}.backup`);
        await writeBackupFile(file, failing);
        await expect(readBackupFile(file)).resolves.toBeDefined();

        const result = await runCli('restore.ts', [file, '--force'], target.env);
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/accounts/);
        expect(result.output).toContain('Nothing was changed.');
        // No row of the backup in the message: not the password hashes, not any other value.
        const accountRows = good.tables.find((table) => table.name === 'accounts')!.rows.map((row) => JSON.parse(row));
        for (const account of accountRows) {
          if (account.password) expect(result.output).not.toContain(account.password);
          expect(result.output).not.toContain(account.id);
        }
        expect(result.output).not.toContain('params');
        expect(result.output.trim().split('\n')).toHaveLength(1);

        const handle = await target.open();
        try {
          expect(await dumpTables(handle.db)).toEqual(before);
        } finally {
          await handle.close();
        }
      } finally {
        await target.drop();
      }
    },
  );

  it('restoreSnapshot leaves an empty target empty when the load fails, and a later good restore works', async () => {
    const database = await createTestDatabase(kind);
    const handle = await openDatabase(database.target, logger);
    try {
      await expect(restoreSnapshot(handle, failing)).rejects.toThrow(/Nothing was changed/);
      expect(await listTables(handle.db)).toEqual([]);
      await restoreSnapshot(handle, good);
      expect((await dumpTables(handle.db)).users).toHaveLength(2);
    } finally {
      await handle.close();
      await database.drop();
    }
  }, 120_000);
});

async function seedThroughServer(server: RunningServer) {
  await seedDemoData({ auth: server.auth, db: server.database.db }, server.database.db);
}

describe('[pglite] backups of a running embedded server', () => {
  let workDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    server = await startEmbeddedServer(path.join(workDir, 'data'), { BACKUP_KEEP: '2' });
    await seedThroughServer(server);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('npm run backup asks the running server, which writes a complete backup', { timeout: cliTimeout }, async () => {
    const file = path.join(workDir, 'while-running.backup');
    const result = await runCli('backup.ts', [file], { DATA_DIR: path.join(workDir, 'data') });
    expect(result.output).toContain(`Backup written by the running server to ${file}`);
    expect(result.code).toBe(0);
    const snapshot = await readBackupFile(file);
    expect(snapshot.header.authSecret).toBe((await readFile(path.join(workDir, 'data', 'auth-secret'), 'utf8')).trim());
    expect(Object.fromEntries(snapshot.tables.map((table) => [table.name, table.rows]))).toEqual(
      await dumpTables(server.database.db).then((dump) =>
        Object.fromEntries(Object.entries(dump).map(([name, rows]) => [name, expect.arrayContaining(rows)])),
      ),
    );
  });

  it('npm run restore refuses the data directory while the server holds it', { timeout: cliTimeout }, async () => {
    const file = path.join(workDir, 'for-restore.backup');
    await writeBackupFile(file, await takeSnapshot(server.database));
    const result = await runCli('restore.ts', [file, '--force'], { DATA_DIR: path.join(workDir, 'data') });
    expect(result.code).toBe(1);
    expect(result.output).toContain('is in use by another Shutterdesk process');
  });

  it('the scheduled backup keeps only the newest BACKUP_KEEP files', async () => {
    const dir = path.join(workDir, 'data', 'backups');
    const written = [];
    for (let run = 0; run < 3; run++) {
      written.push(await server.backups!.runOnce());
      // Names are the time to the millisecond: apart by a few, they differ.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await readdir(dir)).sort()).toEqual(written.slice(1).map((file) => path.basename(file)));
    const restoredFrom = await readBackupFile(written.at(-1)!);
    expect(restoredFrom.tables.find((table) => table.name === 'users')!.rows).toHaveLength(1);
  });
});

describe('[pglite] the scheduled backup timer', () => {
  it('writes a backup when one is due and logs a failure without stopping the server', async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    const backupDir = path.join(workDir, 'backups');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(backupDir);
    // A backup older than the interval: the next one is due at once.
    const old = path.join(backupDir, scheduledBackupName(new Date(Date.now() - 3_600_000)));
    await writeFile(old, 'an old backup');
    await utimes(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const server = await startEmbeddedServer(path.join(workDir, 'data'), {
      BACKUP_DIR: backupDir,
      BACKUP_INTERVAL_HOURS: '0.5',
      BACKUP_KEEP: '1',
    });
    try {
      const [file] = await eventually(
        () => readdir(backupDir),
        (names) => names.length === 1 && names[0] !== path.basename(old),
        20_000,
      );
      expect((await readBackupFile(path.join(backupDir, file!))).header.source).toBe('pglite');

      // A backup directory that cannot be written: the run fails, the server answers on.
      await rm(backupDir, { recursive: true });
      await writeFile(backupDir, 'a file where the directory was');
      await expect(server.backups!.runOnce()).rejects.toThrow();
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
      await rm(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('[postgres] npm run backup and restore', () => {
  let workDir: string;
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  const authSecret = 'p'.repeat(43);
  const urlOf = (database: typeof source) => (database.target.kind === 'postgres' ? database.target.url : '');

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-backup-'));
    source = await createTestDatabase('postgres');
    target = await createTestDatabase('postgres');
    const env = testServerEnv(path.join(workDir, 'server'), {
      AUTH_SECRET: authSecret,
      REMINDER_INTERVAL_SECONDS: '0',
    });
    server = await startServer({ env, logger, database: source.target });
    await seedThroughServer(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await source?.drop();
    await target?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it(
    'backs up the database while the server runs and restores it into an empty one',
    { timeout: 2 * cliTimeout },
    async () => {
      const file = path.join(workDir, 'postgres.backup');
      const backup = await runCli('backup.ts', [file], { DATABASE_URL: urlOf(source), AUTH_SECRET: authSecret });
      expect(backup.output).toContain(`Backup written to ${file}`);
      expect(backup.code).toBe(0);
      expect((await readBackupFile(file)).header).toMatchObject({ source: 'postgres', authSecret });

      const restore = await runCli('restore.ts', [file], { DATABASE_URL: urlOf(target), AUTH_SECRET: authSecret });
      expect(restore.output).toMatch(/Restored \d+ rows/);
      expect(restore.code).toBe(0);
      const restored = await openDatabase(target.target, logger);
      try {
        expect(await dumpTables(restored.db)).toEqual(await dumpTables(server.database.db));
      } finally {
        await restored.close();
      }
    },
  );
});
