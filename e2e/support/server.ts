import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import {
  bugReports,
  userSubscriptions,
  parseEnv,
  createLogger,
  startServer,
  AdjustableClock,
  createDashboard,
  createUser,
  setBanned,
  createClients,
  createLeads,
  findLink,
  waitForMail,
  createCoupon,
  startStripeProtocolServer,
  notifyOfMessageNotSent,
  type DashboardSetup,
  type UserOverrides,
  type ClientSpec,
  type LeadSpec,
} from '@shutterdesk/server/testing';
import { appPort, billingAppPort, billingFixturePort, fixturePort } from './ports';

/**
 * The browser tests' server: the real app on a throwaway in-memory database, plus a loopback-only fixture
 * endpoint through which the tests use the same factories as the integration tests (PGlite belongs to this
 * one process, so the tests cannot open the database themselves). The fixture endpoint is test code only.
 *
 * With E2E_BILLING=1 it is the billing specs' server instead: its own ports, billing on, and a Stripe-protocol
 * server on loopback that shares the app's clock and sends its webhooks to the app.
 */
const billingMode = process.env.E2E_BILLING === '1';
const port = billingMode ? billingAppPort : appPort;
const fixtureListenPort = billingMode ? billingFixturePort : fixturePort;
// Specs that move the clock run alone: the `clock` project after all others, the billing specs one at a time.
const clock = new AdjustableClock();
const stripe = billingMode ? await startStripeProtocolServer({ now: () => clock.now() }) : undefined;
stripe?.addPlan({ priceId: 'price_e2e_monthly', productName: 'Studio Monthly', amount: 2900, interval: 'month' });
stripe?.addPlan({ priceId: 'price_e2e_yearly', productName: 'Studio Yearly', amount: 29000, interval: 'year' });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-e2e-'));
const env = parseEnv({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  SUPPORT_EMAIL: 'help@shutterdesk.test',
  // Each browser test presents its own address (see fixtures.ts), as separate visitors would.
  TRUST_PROXY: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Lets several checkouts' builds be tested side by side; by default the app's own build.
  ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
  ...(stripe
    ? {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PRICE_IDS: stripe.priceIds().join(','),
        STRIPE_API_URL: stripe.url,
        // The specs run the reconciliation through the fixture endpoint, after moving the clock.
        BILLING_RECONCILE_INTERVAL_SECONDS: '0',
      }
    : {}),
});
const app = await startServer({
  env,
  logger: createLogger(env.LOG_LEVEL),
  database: { kind: 'pglite-memory' },
  clock,
});
stripe?.deliverWebhooksTo(`http://127.0.0.1:${port}/api/billing/webhook`);
const context = { auth: app.auth, db: app.database.db };
const outboxDir = path.join(dataDir, 'mail');

/** What the billing specs make Stripe do to a user's newest subscription (fixtures.ts, changeSubscription). */
export type SubscriptionChange =
  | { action: 'renew' }
  | { action: 'fail-payment' }
  | { action: 'end' }
  /** Any status, with the current period `startDaysAgo` days before now (by the server's clock), `days` long. */
  | { action: 'set'; status: string; startDaysAgo: number; days: number };

async function changeSubscription(
  server: NonNullable<typeof stripe>,
  subscriptionId: string,
  change: SubscriptionChange,
): Promise<void> {
  switch (change.action) {
    case 'renew':
      return server.renewSubscription(subscriptionId);
    case 'fail-payment':
      return server.failPayment(subscriptionId);
    case 'end':
      return server.endSubscription(subscriptionId);
    case 'set': {
      const dayMs = 24 * 60 * 60 * 1000;
      const start = new Date(clock.now().getTime() - change.startDaysAgo * dayMs);
      const end = new Date(start.getTime() + change.days * dayMs);
      return server.setSubscriptionState(subscriptionId, change.status, { start, end });
    }
  }
}

async function readBody<Body = Record<string, unknown>>(request: IncomingMessage): Promise<Body> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return (text ? JSON.parse(text) : {}) as Body;
}

const fixtures = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${fixtureListenPort}`);
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  try {
    if (request.method === 'GET' && url.pathname === '/ready') return reply(200, { ready: true });
    if (request.method === 'POST' && url.pathname === '/users') {
      return reply(201, await createUser(context, (await readBody(request)) as UserOverrides));
    }
    if (request.method === 'POST' && url.pathname === '/ban') {
      await setBanned(context, String((await readBody(request)).userId));
      return reply(200, { banned: true });
    }
    if (request.method === 'POST' && url.pathname === '/dashboard') {
      const { userId, ...setup } = await readBody<DashboardSetup & { userId: string }>(request);
      return reply(201, await createDashboard(context, userId, setup));
    }
    if (request.method === 'POST' && url.pathname === '/clients') {
      const { userId, clients, seed } = await readBody<{
        userId: string;
        clients: number | ClientSpec[];
        seed?: number;
      }>(request);
      return reply(201, { ids: await createClients(context.db, userId, clients, { seed, today: clock.now() }) });
    }
    if (request.method === 'POST' && url.pathname === '/leads') {
      const { userId, leads, seed } = await readBody<{ userId: string; leads: number | LeadSpec[]; seed?: number }>(
        request,
      );
      return reply(201, { ids: await createLeads(context.db, userId, leads, { seed, today: clock.now() }) });
    }
    if (request.method === 'POST' && url.pathname === '/clock') {
      clock.advance(Number((await readBody(request)).advanceMs));
      return reply(200, { now: clock.now().toISOString() });
    }
    if (request.method === 'POST' && url.pathname === '/coupons') {
      const coupon = await createCoupon(context.db, await readBody(request));
      return reply(201, { id: coupon.id, code: coupon.code });
    }
    if (request.method === 'POST' && url.pathname === '/billing/reconcile' && app.billing) {
      return reply(200, { reread: await app.billing.reconciliation.run() });
    }
    if (request.method === 'GET' && url.pathname === '/clock') return reply(200, { now: clock.now().toISOString() });
    // What Stripe does that the app does not start: Pay pressed on the hosted page, and what happens to a
    // subscription later (a renewal, a failed payment, any status with its period moved, the end). Each answers
    // once the app has had the webhooks.
    if (request.method === 'POST' && url.pathname === '/billing/pay' && stripe) {
      const subscriptionId = await stripe.completeCheckout(String((await readBody(request)).sessionId));
      await stripe.settled();
      return reply(200, { subscriptionId });
    }
    if (request.method === 'POST' && url.pathname === '/billing/subscription' && stripe) {
      const change = await readBody<SubscriptionChange & { userId: string }>(request);
      const [newest] = await context.db
        .select({ id: userSubscriptions.stripeSubscriptionId })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, change.userId))
        .orderBy(desc(userSubscriptions.createdAt))
        .limit(1);
      if (!newest) return reply(404, { error: 'the user has no subscription' });
      await changeSubscription(stripe, newest.id, change);
      await stripe.settled();
      return reply(200, { subscriptionId: newest.id });
    }
    if (request.method === 'POST' && url.pathname === '/billing/stripe-available' && stripe) {
      stripe.setUnavailable(!(await readBody<{ available: boolean }>(request)).available);
      return reply(200, {});
    }
    if (request.method === 'POST' && url.pathname === '/message-not-sent') {
      // What the outbox writes when a mail server refuses a message for good (the mail here goes to files, which
      // never refuse): the notification the photographer then gets.
      const notice = await readBody<{
        userId: string;
        recipient: 'lead' | 'client';
        recordId: string;
        message: string;
      }>(request);
      await notifyOfMessageNotSent(context.db, { ...notice, messageId: randomUUID() }, clock.now());
      return reply(201, {});
    }
    if (request.method === 'POST' && url.pathname === '/reminders/tick') {
      return reply(200, await app.reminders.tick());
    }
    if (request.method === 'GET' && url.pathname === '/bug-reports') {
      const rows = await context.db
        .select()
        .from(bugReports)
        .where(eq(bugReports.userId, url.searchParams.get('userId') ?? ''));
      return reply(
        200,
        rows.map(({ device, browser, issue, screenshotName, screenshotType, screenshot }) => ({
          device,
          browser,
          issue,
          screenshotName,
          screenshotType,
          screenshotBytes: screenshot?.length ?? 0,
        })),
      );
    }
    if (request.method === 'GET' && url.pathname === '/mail-link') {
      const mail = await waitForMail(
        outboxDir,
        url.searchParams.get('to') ?? '',
        new RegExp(url.searchParams.get('subject') ?? '', 'i'),
        { seen: Number(url.searchParams.get('seen') ?? 0) },
      );
      return reply(200, { link: findLink(mail, url.searchParams.get('contains') ?? 'http') });
    }
    return reply(404, { error: 'unknown fixture' });
  } catch (error) {
    return reply(500, { error: error instanceof Error ? error.message : String(error) });
  }
});
fixtures.listen(fixtureListenPort, '127.0.0.1');

async function shutdown() {
  fixtures.close();
  await app.close();
  await stripe?.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
