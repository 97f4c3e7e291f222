import { randomBytes } from 'node:crypto';
import { createAuth } from '../auth/auth';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { parseEnv, type Env } from '../env';
import { createLogger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { databaseTargetFromEnv } from '../server';
import type { FactoryContext } from '../testing/factories';

/** Opens and migrates the database the server would use, for one-off commands. */
export async function openDatabaseFromEnv(): Promise<{ env: Env; handle: DatabaseHandle }> {
  const env = parseEnv();
  const handle = await openDatabase(databaseTargetFromEnv(env), createLogger(env.LOG_LEVEL));
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

/** Users made by a command are verified at once, so the sign-up's "Verify your e-mail" would only mislead. */
const mailerThatSendsNothing: Mailer = { send: async () => {}, sendLater: () => {}, close: async () => {} };

/**
 * What the test factories need (auth and database) for a one-off command. Such commands send no mail at all.
 * Call `close` when done.
 */
export function factoryContextForCommand(env: Env, handle: DatabaseHandle): { context: FactoryContext; close(): void } {
  const logger = createLogger('warn');
  const mailer = mailerThatSendsNothing;
  const auth = createAuth({
    db: handle.db,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    secret: env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    mailer,
    logger,
    supportEmail: env.SUPPORT_EMAIL,
  });
  return { context: { auth, db: handle.db }, close: () => mailer.close() };
}
