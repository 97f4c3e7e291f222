import { freeTrialDays, type Profile } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../src/clock';
import type { DatabaseTarget } from '../src/db/client';
import { appSettings, billingCustomers, profiles } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { startServer, type RunningServer } from '../src/server';
import { createUser, type CreatedUser } from '../src/testing/factories';
import { startStripeProtocolServer, type StripeProtocolServer } from '../src/testing/stripe-protocol-server';
import { TestAgent } from '../src/testing/test-agent';
import { createTestDatabase, testDatabaseKinds, testServerEnv } from '../src/testing/test-server';
import { testPlans } from './billing-helpers';

const dayMs = 86_400_000;
const aClient = {
  name: 'Nora Frame',
  sessionDate: '2026-09-12',
  sessionType: 'Wedding',
  sessionPackage: 'Mini session',
};

/**
 * Switching billing on for a studio that already has users (BILLING_EXISTING_USERS): a data directory, or a
 * PostgreSQL database, is used without Stripe keys first, then the server starts again with them.
 */
// Each test starts the server three or four times, migrations and all: on a busy 2-core machine that takes over the
// suite's 30 s.
describe.each(testDatabaseKinds)(
  '[BILLING SWITCH] existing users when billing is switched on, on %s',
  { timeout: 120_000 },
  (kind) => {
    const clock = new AdjustableClock();
    let stripe: StripeProtocolServer;
    let dataDir: string;
    let target: DatabaseTarget;
    let dropDatabase: () => Promise<void>;
    /** One session secret across restarts, as the data directory or AUTH_SECRET keeps it. */
    let authSecret: string;
    const running: RunningServer[] = [];

    beforeAll(async () => {
      stripe = await startStripeProtocolServer({ plans: testPlans, now: () => clock.now() });
    });
    afterAll(() => stripe.close());

    beforeEach(async () => {
      clock.set(new Date());
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-switch-'));
      if (kind === 'pglite') {
        // The data directory itself, as `npm start` keeps it.
        target = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
        dropDatabase = async () => {};
      } else {
        const database = await createTestDatabase('postgres', 'migrated');
        target = database.target;
        dropDatabase = database.drop;
      }
      authSecret = `secret-${Math.random().toString(36).repeat(4)}`;
    });
    afterEach(async () => {
      await Promise.all(running.splice(0).map((server) => server.close()));
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function start(settings: Record<string, string> = {}): Promise<RunningServer> {
      const env = testServerEnv(dataDir, {
        AUTH_SECRET: authSecret,
        BILLING_RECONCILE_INTERVAL_SECONDS: '0',
        ...settings,
      });
      const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL), database: target, clock });
      running.push(server);
      return server;
    }

    const withBilling = (existingUsers?: 'trial' | 'free') => ({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PRICE_IDS: stripe.priceIds().join(','),
      STRIPE_API_URL: stripe.url,
      ...(existingUsers ? { BILLING_EXISTING_USERS: existingUsers } : {}),
    });

    async function stop(server: RunningServer) {
      running.splice(running.indexOf(server), 1);
      await server.close();
    }

    /** Users made while billing is off, as a studio's photographers were before it was switched on. */
    async function studioWithUsers(count: number): Promise<CreatedUser[]> {
      const before = await start();
      const users: CreatedUser[] = [];
      for (let index = 0; index < count; index++) {
        users.push(await createUser({ auth: before.auth, db: before.database.db }));
      }
      await stop(before);
      return users;
    }

    async function signedIn(server: RunningServer, user: CreatedUser): Promise<TestAgent> {
      stripe.deliverWebhooksTo(`${server.url}/api/billing/webhook`);
      const browser = new TestAgent(`http://127.0.0.1:${server.port}`, '198.51.100.77', server.url);
      expect((await browser.signIn(user.email, user.password)).status).toBe(200);
      return browser;
    }

    const profileOf = async (browser: TestAgent) =>
      (await browser.get<{ profile: Profile }>('/api/session')).body.profile;

    it('gives every existing user the free trial from the switch (the default), and nobody who comes later', async () => {
      const [first, second] = await studioWithUsers(2);
      const switchedAt = clock.now();
      const server = await start(withBilling());
      const trialEnd = new Date(switchedAt.getTime() + freeTrialDays * dayMs);
      for (const user of [first!, second!]) {
        const browser = await signedIn(server, user);
        const profile = await profileOf(browser);
        expect(profile.subscription).toBe('paid');
        expect(profile.billing).toMatchObject({ grant: { kind: 'trial' }, trialUsed: true });
        expect(Math.abs(Date.parse(profile.billing.grant!.endsAt!) - trialEnd.getTime())).toBeLessThan(60_000);
        expect((await browser.post('/api/clients', aClient)).status).toBe(201);
      }
      const newcomer = await createUser({ auth: server.auth, db: server.database.db });
      const newcomerBrowser = await signedIn(server, newcomer);
      expect((await profileOf(newcomerBrowser)).billing.grant).toBeNull();
      expect((await newcomerBrowser.post('/api/clients', aClient)).status).toBe(402);

      // Started again, nothing is given twice.
      await stop(server);
      const again = await start(withBilling());
      expect((await profileOf(await signedIn(again, newcomer))).billing.grant).toBeNull();
      const [marker] = await again.database.db.select().from(appSettings);
      expect(marker?.value).toMatchObject({ existingUsers: 'trial', grantedUsers: 2 });

      // The trial ends on its day, and checkout then gives no second one.
      clock.advance(freeTrialDays * dayMs + 60_000);
      const late = await signedIn(again, first!);
      expect((await late.post('/api/clients', aClient)).status).toBe(402);
      const checkout = await late.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
        priceId: 'price_basic',
      });
      expect(checkout.status).toBe(201);
      const request = stripe.requests.findLast((recorded) => recorded.path === '/v1/checkout/sessions')!;
      expect(request.form.subscription_data).not.toHaveProperty('trial_period_days');
    });

    it('with BILLING_EXISTING_USERS=free, keeps existing users in until they choose a plan', async () => {
      const [user] = await studioWithUsers(1);
      const server = await start(withBilling('free'));
      const browser = await signedIn(server, user!);
      const profile = await profileOf(browser);
      expect(profile).toMatchObject({
        subscription: 'paid',
        billing: { grant: { kind: 'free', endsAt: null }, accessEndsAt: null, trialUsed: false },
      });
      clock.advance(60 * dayMs);
      expect((await browser.post('/api/clients', aClient)).status).toBe(201);

      // Choosing a plan ends the free access: once that subscription is over, so is access.
      const checkout = await browser.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
        priceId: 'price_basic',
      });
      const subscriptionId = await stripe.completeCheckout(checkout.body.sessionId);
      expect((await browser.post('/api/clients', aClient)).status).toBe(201);
      await stripe.endSubscription(subscriptionId);
      expect((await browser.post('/api/clients', aClient)).status).toBe(402);
    });

    it('gives nothing when billing was on before this version, as a Stripe customer shows', async () => {
      const [user] = await studioWithUsers(1);
      const before = await start();
      await before.database.db
        .insert(billingCustomers)
        .values({ userId: user!.id, stripeCustomerId: 'cus_test_earlier' });
      await stop(before);
      const server = await start(withBilling());
      const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
      expect(profile).toMatchObject({ accessGrant: null, subscription: 'free-trial' });
      const [marker] = await server.database.db.select().from(appSettings);
      expect(marker?.value).toMatchObject({ grantedUsers: 0 });
    });

    it.runIf(kind === 'postgres')('switches once when two servers start together', async () => {
      const [user] = await studioWithUsers(1);
      const [one] = await Promise.all([start(withBilling()), start(withBilling())]);
      expect(await one!.database.db.select().from(appSettings)).toHaveLength(1);
      const [profile] = await one!.database.db.select().from(profiles).where(eq(profiles.id, user!.id));
      expect(profile).toMatchObject({ accessGrant: 'trial', subscription: 'paid' });
    });
  },
);
