import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  readBackupFile,
  takeSnapshot,
  writeBackupFile,
  restoreSnapshot,
  seedDemoData,
  factoryContextForCommand,
  openDatabase,
  runMigrations,
  parseEnv,
  createLogger,
  createClients,
  createLeads,
  createUser,
  type DatabaseHandle,
  type DatabaseTarget,
} from '@shutterdesk/server/testing';
import type { Measurement } from './index';
import { createBenchDatabase } from './process';

/**
 * docs/budgets.md, backup and restore: the demo data plus a photographer with 10,000 clients and 10,000 leads,
 * on PGlite (a data directory) and on PostgreSQL (BENCH_DATABASE_URL's server, when there is one). The backup is
 * `npm run backup`'s work (one snapshot, written to a file); the restore is `npm run restore`'s (the file read
 * and verified, the migrations run on an empty database, every table loaded).
 */
const largeCount = 10_000;
const backupTargetSeconds = 5;
const restoreTargetSeconds = 20;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function seed(handle: DatabaseHandle, dataDir: string): Promise<void> {
  await runMigrations(handle);
  const { context, close } = factoryContextForCommand(parseEnv({ DATA_DIR: dataDir }), handle);
  try {
    await seedDemoData(context, handle.db);
    const user = await createUser(context, { name: 'Bench Backup' });
    await createClients(handle.db, user.id, largeCount, { seed: 11 });
    await createLeads(handle.db, user.id, largeCount, { seed: 12 });
  } finally {
    close();
  }
}

async function measureOn(
  label: string,
  source: DatabaseTarget,
  target: DatabaseTarget,
  workDir: string,
): Promise<Measurement[]> {
  const logger = createLogger('warn');
  const file = path.join(workDir, `${label}.backup`);
  const sourceHandle = await openDatabase(source, logger);
  let rows = 0;
  let backupSeconds: number;
  try {
    await seed(sourceHandle, path.join(workDir, 'seed-env'));
    ({ seconds: backupSeconds } = await timed(async () => writeBackupFile(file, await takeSnapshot(sourceHandle))));
  } finally {
    await sourceHandle.close();
  }
  const targetHandle = await openDatabase(target, logger);
  let restoreSeconds: number;
  try {
    ({ seconds: restoreSeconds } = await timed(async () => {
      const snapshot = await readBackupFile(file);
      rows = snapshot.tables.reduce((sum, table) => sum + table.rows.length, 0);
      await restoreSnapshot(targetHandle, snapshot);
    }));
  } finally {
    await targetHandle.close();
  }
  return [
    {
      name: `${label}: backup of ${rows.toLocaleString('en')} rows to a file`,
      value: backupSeconds,
      unit: 's',
      target: backupTargetSeconds,
    },
    { name: `${label}: backup file size`, value: (await stat(file)).size / 1e6, unit: 'MB' },
    {
      name: `${label}: restore (verify, migrate, load)`,
      value: restoreSeconds,
      unit: 's',
      target: restoreTargetSeconds,
    },
  ];
}

export async function measureBackup(): Promise<Measurement[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-backup-'));
  try {
    const rows = await measureOn(
      'PGlite',
      { kind: 'pglite', dataDir: path.join(workDir, 'source') },
      { kind: 'pglite', dataDir: path.join(workDir, 'target') },
      workDir,
    );
    const source = await createBenchDatabase('backup_source');
    const target = source && (await createBenchDatabase('backup_target'));
    if (!source || !target) {
      console.log('\n  (no PostgreSQL at BENCH_DATABASE_URL: backup and restore measured on PGlite only)');
      return rows;
    }
    try {
      rows.push(
        ...(await measureOn(
          'PostgreSQL',
          { kind: 'postgres', url: source.url, poolSize: 2 },
          { kind: 'postgres', url: target.url, poolSize: 2 },
          workDir,
        )),
      );
    } finally {
      await source.drop();
      await target.drop();
    }
    return rows;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
