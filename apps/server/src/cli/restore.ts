import { writeFile } from 'node:fs/promises';
import { readBackupFile, rowCounts } from '../backup/backup-file';
import { restoreSnapshot, TargetNotEmptyError } from '../backup/restore';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { authSecretFile, databaseTargetFromEnv } from '../server';
import { pathFromCommandLine } from './command-args';
import { runCommand } from './open-from-env';

const usage = 'Usage: npm run restore -- <file> [--force]';

/**
 * `npm run restore -- <file>`: loads a backup into the database the server would use (DATABASE_URL, else the data
 * directory), which must be empty; --force replaces what it holds. The file is verified whole before anything opens.
 */
await runCommand(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new Error(usage);
  const file = pathFromCommandLine(files[0]!);
  const env = parseEnv();
  const snapshot = await readBackupFile(file, env.MIGRATIONS_DIR);
  const target = databaseTargetFromEnv(env);
  const handle = await openDatabase(target, createLogger('warn'));
  try {
    const restored = await restoreSnapshot(handle, snapshot, { force, migrationsDir: env.MIGRATIONS_DIR });
    const expected = rowCounts(snapshot);
    const total = Object.keys(expected).reduce((sum, name) => sum + (restored[name] ?? 0), 0);
    console.log(`Restored ${total} rows in ${Object.keys(expected).length} tables from ${file}.`);
  } catch (error) {
    if (error instanceof TargetNotEmptyError) {
      throw new Error(`${error.message} Restore into an empty one, or pass --force to replace everything in it.`);
    }
    throw error;
  } finally {
    await handle.close();
  }
  const { authSecret } = snapshot.header;
  if (!authSecret || authSecret === env.AUTH_SECRET) return;
  if (target.kind === 'pglite' && !env.AUTH_SECRET) {
    // The server signs sessions and seals two-factor secrets with it: the restored ones need the same.
    await writeFile(authSecretFile(target.dataDir), authSecret, { mode: 0o600 });
  } else {
    console.log(
      `The backup's data was made under another AUTH_SECRET; for sessions and two-factor sign-in to keep working, set:\n  AUTH_SECRET=${authSecret}`,
    );
  }
});
