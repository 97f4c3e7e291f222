import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { parseEnv, type Env } from '../env';
import { databaseTargetFromEnv } from '../server';

/** Opens and migrates the database the server would use, for one-off commands. */
export async function openDatabaseFromEnv(): Promise<{ env: Env; handle: DatabaseHandle }> {
  const env = parseEnv();
  const handle = await openDatabase(databaseTargetFromEnv(env));
  await runMigrations(handle, env.MIGRATIONS_DIR);
  return { env, handle };
}

/** Runs a command body and turns any failure into a message and a non-zero exit. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
