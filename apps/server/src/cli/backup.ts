import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeSnapshot, takeSnapshot, writeBackupFile } from '../backup/backup-file';
import { requestBackupFromServer } from '../backup/backup-socket';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { databaseTargetFromEnv, readStoredAuthSecret } from '../server';
import { pathFromCommandLine } from './command-args';
import { runCommand } from './open-from-env';

const usage = 'Usage: npm run backup -- <file>';

/**
 * `npm run backup -- <file>`: the whole database in one file, taken while the server runs. PostgreSQL is read
 * directly in one snapshot; an embedded data directory the server holds is backed up by that server, on request.
 */
await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(usage);
  const file = pathFromCommandLine(args[0]!);
  const env = parseEnv();
  const target = databaseTargetFromEnv(env);
  if (target.kind === 'pglite') {
    const byServer = await requestBackupFromServer(target.dataDir, file);
    if (byServer !== undefined) {
      console.log(`Backup written by the running server to ${file} (${byServer}).`);
      return;
    }
    if (!existsSync(path.join(path.resolve(target.dataDir), 'pgdata'))) {
      throw new Error(`There is no embedded database in DATA_DIR ${path.resolve(target.dataDir)}.`);
    }
  }
  const handle = await openDatabase(target, createLogger('warn'));
  try {
    const authSecret =
      env.AUTH_SECRET ?? (target.kind === 'pglite' ? await readStoredAuthSecret(target.dataDir) : undefined);
    const snapshot = await takeSnapshot(handle, { authSecret, migrationsDir: env.MIGRATIONS_DIR });
    await writeBackupFile(file, snapshot);
    console.log(`Backup written to ${file} (${describeSnapshot(snapshot)}).`);
  } finally {
    await handle.close();
  }
});
