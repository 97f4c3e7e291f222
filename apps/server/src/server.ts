import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, type App } from './app';
import { describeSnapshot, takeSnapshot, writeBackupFile } from './backup/backup-file';
import { serveBackupRequests } from './backup/backup-socket';
import { startBackupSchedule, type BackupSchedule } from './backup/schedule';
import { systemClock, type Clock } from './clock';
import { createAuth, type Auth } from './auth/auth';
import { startCacheInvalidation, type CacheInvalidation } from './cache/invalidation';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './db/client';
import { startChannelListener } from './db/listen';
import { runMigrations } from './db/migrate';
import { watchDatabaseOutages } from './db/unavailable';
import type { Env } from './env';
import { startBillingReconciliation, type BillingReconciliation } from './features/billing/reconciliation';
import { createBilling, type Billing } from './features/billing/service';
import { createStripeClient } from './features/billing/stripe-client';
import { switchBillingOn } from './features/billing/switch-on';
import { createSheetForwarding } from './sheets/forwarding';
import { startNotificationFeed } from './features/notifications/live-feed';
import { notifyOfMessageNotSent } from './features/notifications/message-not-sent';
import { startReminderScheduler, type ReminderScheduler } from './features/notifications/reminders/scheduler';
import { startOutbox, type Outbox } from './features/workflows/outbox';
import type { Logger } from './logger';
import { defaultWebDistDir, ensurePrivateDirectory } from './paths';
import { createMailer, type Mailer } from './mail/mailer';

export interface StartOptions {
  env: Env;
  logger: Logger;
  /** Defaults to DATABASE_URL, else PGlite under DATA_DIR. Tests pass their own. */
  database?: DatabaseTarget;
  /** Tests pass an adjustable clock to move time. */
  clock?: Clock;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The Hono app: its routes and its OpenAPI registry, for tests that check every route alike. */
  app: App;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  /** The reminder tick and the cleanup; tests run them by hand after moving the clock. */
  reminders: ReminderScheduler;
  /** The workflows' outbox: tests run it by hand after moving the clock. */
  outbox: Outbox;
  cacheInvalidation: CacheInvalidation;
  /** Billing and its reconciliation job, while Stripe keys are set. */
  billing: { service: Billing; reconciliation: BillingReconciliation } | undefined;
  /** The embedded mode's scheduled backups; none on PostgreSQL, whose backups are its operator's. */
  backups: BackupSchedule | undefined;
  close(): Promise<void>;
}

export function databaseTargetFromEnv(env: Env): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: env.DATA_DIR };
}

export const authSecretFile = (dataDir: string) => path.join(path.resolve(dataDir), 'auth-secret');

/** The secret an embedded data directory keeps, if it has one yet. */
export async function readStoredAuthSecret(dataDir: string): Promise<string | undefined> {
  const stored = (await readFile(authSecretFile(dataDir), 'utf8').catch(() => '')).trim();
  return stored.length >= 32 ? stored : undefined;
}

/**
 * The embedded mode makes its own session-signing secret once and keeps it beside the data, so sessions
 * survive a restart with zero configuration. PostgreSQL deployments must set AUTH_SECRET (env.ts enforces it).
 */
async function resolveAuthSecret(env: Env, target: DatabaseTarget): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (target.kind !== 'pglite') return randomBytes(32).toString('base64url');
  const existing = await readStoredAuthSecret(target.dataDir);
  if (existing) return existing;
  const file = authSecretFile(target.dataDir);
  const secret = randomBytes(32).toString('base64url');
  await ensurePrivateDirectory(path.dirname(file));
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than the idle time of a browser's or a
 * proxy's connection pool (60 s for the common load balancers): the server would close a connection just as the
 * client sends its next request on it, which the client sees as a reset. Kept longer than theirs, the client always
 * closes first. The headers' deadline must exceed it, or a reused connection's next request could be cut off.
 */
const keepAliveTimeoutMs = 65_000;

/** The database opened and migrated (and billing switched on for it when it was off), or closed again on failure. */
async function openMigratedDatabase(env: Env, database: DatabaseTarget, clock: Clock, logger: Logger) {
  const handle = await openDatabase(database, logger);
  try {
    await runMigrations(handle, env.MIGRATIONS_DIR);
    if (env.billingEnabled) {
      await switchBillingOn(handle, env.BILLING_EXISTING_USERS, clock.now(), env.BILLING_GRACE_DAYS, logger);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Listens first: with PORT=0 the public URL is known only once the port is. Until `serve` hands it the app, the
 * server answers 503.
 */
async function listen(env: Env) {
  // The node bindings (second argument) carry the socket, which getConnInfo reads for the caller's address.
  let handleRequest: (request: Request, bindings: unknown) => Response | Promise<Response> = () =>
    new Response('Starting', { status: 503 });
  const server = createAdaptorServer({ fetch: (request, bindings) => handleRequest(request, bindings) }) as Server;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(app: App) {
      handleRequest = (request, bindings) => app.fetch(request, bindings);
    },
  };
}

/** Billing while its Stripe keys are set. */
async function createBillingFromEnv(env: Env, db: Database, appUrl: string, clock: Clock, logger: Logger) {
  if (!env.billingEnabled || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return createBilling({
    db,
    stripe: await createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL),
    priceIds: env.STRIPE_PRICE_IDS,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    appUrl,
    clock,
    logger,
    graceDays: env.BILLING_GRACE_DAYS,
  });
}

/** The embedded mode's scheduled backups and `npm run backup`'s requests; none on PostgreSQL, whose are its operator's. */
async function startBackups(
  env: Env,
  handle: DatabaseHandle,
  database: DatabaseTarget,
  { secret, clock, logger }: { secret: string; clock: Clock; logger: Logger },
) {
  if (database.kind !== 'pglite') return { schedule: undefined, requests: undefined };
  const backUp = async (file: string) => {
    const snapshot = await takeSnapshot(handle, { authSecret: secret, migrationsDir: env.MIGRATIONS_DIR });
    await writeBackupFile(file, snapshot);
    return describeSnapshot(snapshot);
  };
  const schedule = startBackupSchedule({
    dir: path.resolve(env.BACKUP_DIR ?? path.join(database.dataDir, 'backups')),
    intervalHours: env.BACKUP_INTERVAL_HOURS,
    keep: env.BACKUP_KEEP,
    backUp,
    clock,
    logger,
  });
  const requests = await serveBackupRequests({ dataDir: database.dataDir, backUp, logger });
  return { schedule, requests };
}

/** What the app is made of beyond its routes: mail, sign-in, the live channels, billing and the outbox. */
async function startServices(
  env: Env,
  handle: DatabaseHandle,
  { database, appUrl, clock, logger }: { database: DatabaseTarget; appUrl: string; clock: Clock; logger: Logger },
) {
  const { db } = handle;
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.resolve(env.DATA_DIR, 'mail'),
    logger,
  });
  const secret = await resolveAuthSecret(env, database);
  const auth = createAuth({ db, appUrl, secret, mailer, logger, supportEmail: env.SUPPORT_EMAIL });
  const sheetForwarding = createSheetForwarding({
    db,
    webhookUrl: env.SHEETS_WEBHOOK_URL,
    retryIntervalMs: env.SHEETS_RETRY_INTERVAL_SECONDS * 1000,
    clock,
    logger,
  });
  const channels = await startChannelListener(handle, database, logger);
  const notificationFeed = await startNotificationFeed(db, channels, logger);
  const cacheInvalidation = await startCacheInvalidation(channels);
  const billing = await createBillingFromEnv(env, db, appUrl, clock, logger);
  const databaseOutages = watchDatabaseOutages(db, logger);
  const outbox = startOutbox({
    db,
    mailer,
    logger,
    clock,
    links: { appUrl, secret },
    mailFrom: env.MAIL_FROM,
    dailyCap: env.WORKFLOW_DAILY_CAP,
    billingEnabled: billing !== undefined,
    notifyNotSent: (tx, notice, now) => notifyOfMessageNotSent(tx, notice, now),
    intervalSeconds: env.REMINDER_INTERVAL_SECONDS,
  });
  const app = {
    db,
    mailer,
    secret,
    auth,
    sheetForwarding,
    notificationFeed,
    cacheInvalidation,
    billing,
    databaseOutages,
    outbox,
  };
  return { app, channels };
}

/** Opens the database, migrates it, and serves the app; resolves once it accepts requests. */
export async function startServer({
  env,
  logger,
  database = databaseTargetFromEnv(env),
  clock = systemClock,
}: StartOptions): Promise<RunningServer> {
  const handle = await openMigratedDatabase(env, database, clock, logger);
  const { server, port, serve } = await listen(env);
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  const services = await startServices(env, handle, { database, appUrl, clock, logger });
  const { channels } = services;
  const { db, mailer, secret, auth, sheetForwarding, notificationFeed, cacheInvalidation, billing } = services.app;
  const { databaseOutages, outbox } = services.app;
  const webDistDir = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir;
  const app = createApp({ ...services.app, env, appUrl, logger, clock, webDistDir });
  sheetForwarding.start();
  const reconciliation = billing && startBillingReconciliation(billing, env.BILLING_RECONCILE_INTERVAL_SECONDS, logger);
  const reminders = startReminderScheduler({ db, clock, logger, intervalSeconds: env.REMINDER_INTERVAL_SECONDS });
  const backups = await startBackups(env, handle, database, { secret, clock, logger });
  serve(app);

  let closing: Promise<void> | undefined;
  return {
    url: appUrl,
    port,
    app,
    database: handle,
    auth,
    mailer,
    reminders,
    outbox,
    cacheInvalidation,
    billing: billing && reconciliation && { service: billing, reconciliation },
    backups: backups.schedule,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await outbox.stop();
        await mailer.close();
        await sheetForwarding.stop();
        await reminders.stop();
        await reconciliation?.stop();
        await backups.requests?.close();
        await backups.schedule?.stop();
        notificationFeed.close();
        cacheInvalidation.close();
        await channels.close();
        databaseOutages.stop();
        await handle.close();
      })();
      return closing;
    },
  };
}
