import {
  routes,
  sendsToPlans,
  whyAccessEnded,
  type AccessEnded,
  type Profile,
  type PublicConfig,
  type SubscriptionRecord,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers } from '../src/db/schema';
import type { StripeProtocolServer } from '../src/testing/stripe-protocol-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { signedInPhotographer, type Photographer } from './dashboard-helpers';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The screens that need a plan (docs/decisions/0020-billing-access.md): the guard sends a user without one to the plans page. */
const routesNeedingPlan = [
  '/welcome',
  '/dashboard',
  '/clients',
  '/session-templates',
  '/leads',
  '/workflows',
  '/notifications',
  '/feedback',
];

const aClient = {
  name: 'Nora Frame',
  sessionDate: '2026-09-12',
  sessionType: 'Wedding',
  sessionPackage: 'Mini session',
};

/**
 * Every Stripe status and the transitions between them, walked on the Stripe-protocol server (section 8 of the
 * billing design, docs/billing.md). After each step: what the API answers an endpoint that needs a plan, what the
 * session says, where the web app's guard (sendsToPlans, packages/core/src/routes.ts) sends the user from every route,
 * and what the plans page would say.
 */
describe.each(testDatabaseKinds)('[BILLING STATES] every subscription status and transition on %s', (kind) => {
  const billing = useTestServerWithBilling(kind);
  const { app } = billing;
  let stripe: StripeProtocolServer;
  beforeAll(() => {
    stripe = billing.stripe();
  });
  afterEach(() => {
    app.clock.set(new Date());
    stripe.deliverWebhooksTo(billing.webhookUrl());
  });

  const reconcile = () => app.server.billing!.reconciliation.run();

  async function sessionProfile(photographer: Photographer): Promise<Profile> {
    const answer = await photographer.browser.get<{ profile: Profile }>('/api/session');
    expect(answer.status).toBe(200);
    return answer.body.profile;
  }

  async function subscriptionsOf(photographer: Photographer): Promise<SubscriptionRecord[]> {
    return (await photographer.browser.get<{ subscriptions: SubscriptionRecord[] }>('/api/billing/subscriptions')).body
      .subscriptions;
  }

  /**
   * The state as every side sees it: the API's answer to a write that needs a plan, the effective plan and the
   * banner's payment date, the guard's decision on every route, and the plans page's reason.
   */
  async function expectState(
    photographer: Photographer,
    expected: { access: boolean; paymentFailed?: boolean; reason?: AccessEnded['kind'] | null },
  ) {
    const write = await photographer.browser.post('/api/clients', aClient);
    expect(write.status).toBe(expected.access ? 201 : 402);
    const profile = await sessionProfile(photographer);
    expect(profile.subscription).toBe(expected.access ? 'paid' : 'free-trial');
    expect(profile.billing.paymentFailedAt !== null).toBe(expected.paymentFailed ?? false);
    const config = (await app.agent().get<PublicConfig>('/api/config')).body;
    const sentToPlans = routes
      .filter((route) => sendsToPlans(route, profile, config.billingEnabled))
      .map((route) => route.path);
    expect(sentToPlans).toEqual(expected.access ? [] : routesNeedingPlan);
    const reason = whyAccessEnded({
      subscriptions: await subscriptionsOf(photographer),
      grant: profile.billing.grant,
      now: app.clock.now(),
      graceDays: config.graceDays,
    });
    expect(reason?.kind ?? null).toBe(expected.reason ?? null);
  }

  async function checkoutStatus(photographer: Photographer): Promise<number> {
    return (await photographer.browser.post('/api/billing/checkout-sessions', { priceId: 'price_basic' })).status;
  }

  /** Signs up and pays on the hosted page: the subscription is in its trial. */
  async function subscribed() {
    const photographer = await signedInPhotographer(app);
    const checkout = await photographer.browser.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
      priceId: 'price_basic',
    });
    const stripeSubscriptionId = await stripe.completeCheckout(checkout.body.sessionId);
    return { photographer, stripeSubscriptionId };
  }

  /** Moves the clock just past the end of the user's current period (a renewal, or a trial ending, is due). */
  async function toPeriodEnd(photographer: Photographer) {
    const [current] = await subscriptionsOf(photographer);
    app.clock.set(new Date(new Date(current!.currentPeriodEnd!).getTime() + hourMs));
  }

  it('a new user has no plan; trial -> active -> past_due (grace) -> active', async () => {
    const newcomer = await signedInPhotographer(app);
    await expectState(newcomer, { access: false });

    const { photographer, stripeSubscriptionId } = await subscribed();
    await expectState(photographer, { access: true });
    await toPeriodEnd(photographer);
    await stripe.renewSubscription(stripeSubscriptionId);
    expect((await subscriptionsOf(photographer))[0]!.status).toBe('active');
    await expectState(photographer, { access: true });

    await toPeriodEnd(photographer);
    await stripe.failPayment(stripeSubscriptionId);
    expect((await subscriptionsOf(photographer))[0]!.status).toBe('past_due');
    await expectState(photographer, { access: true, paymentFailed: true });
    expect(await checkoutStatus(photographer)).toBe(409);

    app.clock.advance(3 * dayMs);
    await stripe.renewSubscription(stripeSubscriptionId);
    await expectState(photographer, { access: true });
  });

  it('past_due past its grace period -> unpaid: locked out on time, the banner stays; paying restores it', async () => {
    const { photographer, stripeSubscriptionId } = await subscribed();
    await toPeriodEnd(photographer);
    await stripe.failPayment(stripeSubscriptionId);
    // Nothing is written when the grace period ends: the cached plan lapses by the clock.
    app.clock.advance(7 * dayMs);
    await expectState(photographer, { access: false, paymentFailed: true, reason: 'payment-failed' });
    await stripe.setSubscriptionState(stripeSubscriptionId, 'unpaid');
    await expectState(photographer, { access: false, paymentFailed: true, reason: 'payment-failed' });
    expect(await checkoutStatus(photographer)).toBe(409);
    // The card is updated in the portal and the open invoice paid.
    expect((await photographer.browser.post('/api/billing/portal-sessions')).status).toBe(201);
    await stripe.renewSubscription(stripeSubscriptionId);
    await expectState(photographer, { access: true });
  });

  it('cancel -> resume keeps access throughout', async () => {
    const { photographer } = await subscribed();
    const [subscription] = await subscriptionsOf(photographer);
    await photographer.browser.post(`/api/billing/subscriptions/${subscription!.id}/cancel`);
    await expectState(photographer, { access: true });
    expect((await sessionProfile(photographer)).billing.accessEndsAt).toBe(subscription!.currentPeriodEnd);
    expect(await checkoutStatus(photographer)).toBe(409);
    expect((await photographer.browser.post(`/api/billing/subscriptions/${subscription!.id}/resume`)).status).toBe(200);
    await expectState(photographer, { access: true });
    expect((await sessionProfile(photographer)).billing.accessEndsAt).toBeNull();
  });

  it('cancel -> period end: access ends on time, Stripe ends it, and a new checkout may start', async () => {
    const { photographer, stripeSubscriptionId } = await subscribed();
    await toPeriodEnd(photographer);
    await stripe.renewSubscription(stripeSubscriptionId);
    const [subscription] = await subscriptionsOf(photographer);
    await photographer.browser.post(`/api/billing/subscriptions/${subscription!.id}/cancel`);
    await expectState(photographer, { access: true });
    await toPeriodEnd(photographer);
    await expectState(photographer, { access: false, reason: 'period-ended' });
    await stripe.endSubscription(stripeSubscriptionId);
    await expectState(photographer, { access: false, reason: 'period-ended' });
    expect(await checkoutStatus(photographer)).toBe(201);
  });

  it('incomplete -> incomplete_expired: no access, and no new checkout until it has expired', async () => {
    const photographer = await signedInPhotographer(app);
    // A checkout makes the customer; Stripe then makes a subscription whose first payment never completes.
    expect(await checkoutStatus(photographer)).toBe(201);
    const [customer] = await app.server.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, photographer.user.id));
    const stripeSubscriptionId = await stripe.createSubscription(customer!.stripeCustomerId, 'price_basic');
    await stripe.setSubscriptionState(stripeSubscriptionId, 'incomplete');
    await expectState(photographer, { access: false, paymentFailed: true, reason: 'payment-failed' });
    expect(await checkoutStatus(photographer)).toBe(409);
    await stripe.setSubscriptionState(stripeSubscriptionId, 'incomplete_expired');
    await expectState(photographer, { access: false, reason: 'payment-failed' });
    expect(await checkoutStatus(photographer)).toBe(201);
  });

  it('a paused subscription (a trial ended without a card) gives no access until it is paid', async () => {
    const { photographer, stripeSubscriptionId } = await subscribed();
    await toPeriodEnd(photographer);
    await stripe.setSubscriptionState(stripeSubscriptionId, 'paused');
    await expectState(photographer, { access: false, reason: 'trial-ended' });
    expect(await checkoutStatus(photographer)).toBe(409);
    await stripe.renewSubscription(stripeSubscriptionId);
    await expectState(photographer, { access: true });
  });

  it('a lost webhook is reconciled: a payment Stripe took lets the user back in without its event', async () => {
    const { photographer, stripeSubscriptionId } = await subscribed();
    await toPeriodEnd(photographer);
    await stripe.failPayment(stripeSubscriptionId);
    app.clock.advance(8 * dayMs);
    await expectState(photographer, { access: false, paymentFailed: true, reason: 'payment-failed' });
    stripe.deliverWebhooksTo(undefined);
    await stripe.renewSubscription(stripeSubscriptionId);
    stripe.deliverWebhooksTo(billing.webhookUrl());
    await expectState(photographer, { access: false, paymentFailed: true, reason: 'payment-failed' });
    // Reconciliation re-reads what no webhook has touched for a day.
    app.clock.advance(dayMs + hourMs);
    expect(await reconcile()).toBeGreaterThan(0);
    await expectState(photographer, { access: true });
  });

  it('a lost webhook is reconciled the other way: a subscription Stripe ended stops giving access', async () => {
    const { photographer, stripeSubscriptionId } = await subscribed();
    stripe.deliverWebhooksTo(undefined);
    await stripe.setSubscriptionState(stripeSubscriptionId, 'canceled');
    stripe.deliverWebhooksTo(billing.webhookUrl());
    await expectState(photographer, { access: true });
    app.clock.advance(dayMs + hourMs);
    expect(await reconcile()).toBeGreaterThan(0);
    await expectState(photographer, { access: false, reason: 'canceled' });
  });
});
