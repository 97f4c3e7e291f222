import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rowCounts, takeSnapshot } from '../backup/backup-file';
import { countRows, restoreSnapshot, TargetNotEmptyError } from '../backup/restore';
import { DatabaseLockedError, openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { readStoredAuthSecret } from '../server';
import { runCommand } from './open-from-env';

const usage = 'Usage: npm run db:move -- --to postgres://user:password@host:5432/database';

function targetUrl(args: string[]): string {
  const [flag, value, ...rest] = args.flatMap((arg) => (arg.startsWith('--to=') ? ['--to', arg.slice(5)] : [arg]));
  if (flag !== '--to' || !value || rest.length > 0) throw new Error(usage);
  if (!URL.canParse(value) || !/^postgres(ql)?:$/.test(new URL(value).protocol)) {
    throw new Error(`--to must be a postgres:// connection string.\n${usage}`);
  }
  return value;
}

/**
 * `npm run db:move -- --to <url>`: copies the embedded data directory (DATA_DIR, the server stopped) into an empty
 * PostgreSQL database, checks every table's row count and prints the settings that make the app use it with the
 * same sessions and passwords. The data directory is only read.
 */
await runCommand(async () => {
  const url = targetUrl(process.argv.slice(2));
  // DATABASE_URL is about to be set to the target; only the data directory's settings matter here.
  const env = parseEnv({ ...process.env, DATABASE_URL: undefined });
  const dataDir = path.resolve(env.DATA_DIR);
  if (!existsSync(path.join(dataDir, 'pgdata')))
    throw new Error(`There is no embedded database in DATA_DIR ${dataDir}.`);
  const logger = createLogger('warn');
  const source = await openDatabase({ kind: 'pglite', dataDir }, logger).catch((error: unknown) => {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new Error(`${error.message} db:move copies a data directory at rest: stop the server first.`);
  });
  // The data directory's own secret, so that sessions and sealed two-factor secrets stay valid; a directory whose
  // server never started has neither, and gets a fresh one.
  const authSecret = env.AUTH_SECRET ?? (await readStoredAuthSecret(dataDir)) ?? randomBytes(32).toString('base64url');
  const snapshot = await takeSnapshot(source, { authSecret, migrationsDir: env.MIGRATIONS_DIR }).finally(() =>
    source.close(),
  );

  const target = await openDatabase({ kind: 'postgres', url, poolSize: 2 }, logger);
  try {
    await restoreSnapshot(target, snapshot, { migrationsDir: env.MIGRATIONS_DIR }).catch((error: unknown) => {
      if (error instanceof TargetNotEmptyError)
        throw new Error(`${error.message} db:move only fills an empty database.`);
      throw error;
    });
    const copied = await countRows(target.db);
    const expected = rowCounts(snapshot);
    const width = Math.max(...Object.keys(expected).map((name) => name.length));
    console.log(`${'table'.padEnd(width)}  embedded  postgres`);
    for (const [name, count] of Object.entries(expected)) {
      console.log(`${name.padEnd(width)}  ${String(count).padStart(8)}  ${String(copied[name]).padStart(8)}`);
    }
    const differing = Object.keys(expected).filter((name) => copied[name] !== expected[name]);
    if (differing.length > 0) throw new Error(`The row counts differ for ${differing.join(', ')}.`);
  } finally {
    await target.close();
  }
  console.log(
    `\nEvery table was copied from ${dataDir}, and the row counts match. Start the server with:\n` +
      `  DATABASE_URL=${url}\n  AUTH_SECRET=${authSecret}\n` +
      'Keep AUTH_SECRET secret: sessions and two-factor sign-in depend on it. The data directory was left as it was.',
  );
});
