import { billingTexts, couponTexts, type SubscriptionRecord } from '@shutterdesk/core';
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema';
import { billingCustomers, couponRedemptions, stripeEvents, userSubscriptions } from '../src/db/schema/billing';
import { createCoupon, createSubscriptionRow } from '../src/testing/billing-factories';
import { deeplyNested } from '../src/testing/fuzz-endpoint';
import type { StripeProtocolServer } from '../src/testing/stripe-protocol-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { signedInPhotographer, type Photographer } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const dayMs = 86_400_000;

describe.each(testDatabaseKinds)('[BILLING] subscriptions through Stripe on %s', (kind) => {
  const billing = useTestServerWithBilling(kind);
  const app = billing.app;
  let stripe: StripeProtocolServer;
  beforeAll(() => {
    stripe = billing.stripe();
  });

  const db = () => app.server.database.db;
  const reconcile = () => app.server.billing!.reconciliation.run();

  async function subscriptionOf(photographer: Photographer): Promise<SubscriptionRecord> {
    const answer = await photographer.browser.get<{ subscriptions: SubscriptionRecord[] }>(
      '/api/billing/subscriptions',
    );
    expect(answer.status).toBe(200);
    return answer.body.subscriptions[0]!;
  }

  async function profileSubscriptionOf(userId: string) {
    const [row] = await db()
      .select({ subscription: profiles.subscription })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row!.subscription;
  }

  async function startCheckout(photographer: Photographer, body: Record<string, unknown>, key?: string) {
    return photographer.browser.post<{ sessionId: string; url: string } & Partial<ErrorBody>>(
      '/api/billing/checkout-sessions',
      body,
      key ? { headers: { 'idempotency-key': key } } : {},
    );
  }

  /** Signs up, checks out the Basic plan and pays on the hosted page: a user in their trial. */
  async function subscribedPhotographer(body: Record<string, unknown> = { priceId: 'price_basic' }) {
    const photographer = await signedInPhotographer(app);
    const checkout = await startCheckout(photographer, body);
    expect(checkout.status).toBe(201);
    const stripeSubscriptionId = await stripe.completeCheckout(checkout.body.sessionId);
    return { photographer, sessionId: checkout.body.sessionId, stripeSubscriptionId };
  }

  it('lists the configured plans in order, with product names, cents and intervals', async () => {
    const answer = await app.agent().get<{ plans: unknown[] }>('/api/billing/plans');
    expect(answer.status).toBe(200);
    expect(answer.body.plans).toEqual([
      { name: 'Basic', amount: 1900, interval: 'month', currency: 'usd', priceId: 'price_basic' },
      { name: 'Studio', amount: 19900, interval: 'year', currency: 'usd', priceId: 'price_studio' },
    ]);
  });

  it('serves the plans read earlier while Stripe is unreachable', async () => {
    await app.agent().get('/api/billing/plans');
    stripe.setUnavailable(true);
    try {
      app.clock.advance(10 * 60 * 1000);
      const answer = await app.agent().get<{ plans: unknown[] }>('/api/billing/plans');
      expect(answer.status).toBe(200);
      expect(answer.body.plans).toHaveLength(2);
    } finally {
      stripe.setUnavailable(false);
    }
  });

  it('starts a checkout with a 7-day trial, the user as client reference and the app’s return URLs', async () => {
    const photographer = await signedInPhotographer(app);
    const answer = await startCheckout(photographer, { priceId: 'price_basic' });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toBe(`${stripe.url}/checkout/pay/${answer.body.sessionId}`);
    const session = stripe.checkoutSessions.get(answer.body.sessionId)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: photographer.user.id,
      success_url: `${app.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.url}/checkout/failure`,
    });
    const request = stripe.requests.findLast((recorded) => recorded.path === '/v1/checkout/sessions')!;
    expect(request.form.subscription_data).toMatchObject({ trial_period_days: '7' });
  });

  it('makes one Stripe customer per user and reuses it; the same Idempotency-Key makes the same session', async () => {
    const photographer = await signedInPhotographer(app);
    const first = await startCheckout(photographer, { priceId: 'price_basic' }, 'double-click-1');
    const second = await startCheckout(photographer, { priceId: 'price_basic' }, 'double-click-1');
    const third = await startCheckout(photographer, { priceId: 'price_studio' }, 'another-click');
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body.sessionId).toBe(first.body.sessionId);
    expect(third.body.sessionId).not.toBe(first.body.sessionId);
    const customers = await db()
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, photographer.user.id));
    expect(customers).toHaveLength(1);
    expect(stripe.checkoutSessions.get(third.body.sessionId)!.customer).toBe(customers[0]!.stripeCustomerId);
  });

  it('refuses a visitor, a forged price id and a body that names an amount, creating nothing at Stripe', async () => {
    const visitor = await app.agent().post<ErrorBody>('/api/billing/checkout-sessions', { priceId: 'price_basic' });
    expect(visitor.status).toBe(401);
    const photographer = await signedInPhotographer(app);
    const sessionsBefore = stripe.checkoutSessions.size;
    const forged = await startCheckout(photographer, { priceId: 'price_free_forever' });
    expect(forged.status).toBe(422);
    expect(forged.body.error).toMatchObject({ code: 'UNKNOWN_PLAN', message: 'This plan is not offered.' });
    for (const amount of [-100, 12.5]) {
      const withAmount = await startCheckout(photographer, { priceId: 'price_basic', amount });
      expect(withAmount.status).toBe(400);
      expect(withAmount.body.error?.message).toBeTruthy();
    }
    expect(stripe.checkoutSessions.size).toBe(sessionsBefore);
  });

  it('answers Stripe being down during checkout with the spec’s text and writes nothing', async () => {
    const photographer = await signedInPhotographer(app);
    const coupon = await createCoupon(db(), { usageLimit: 1 });
    stripe.setUnavailable(true);
    try {
      const answer = await startCheckout(photographer, { priceId: 'price_basic', couponCode: coupon.code });
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatchObject({
        code: 'PAYMENT_PROVIDER_FAILED',
        message: 'Failed to create checkout session',
      });
    } finally {
      stripe.setUnavailable(false);
    }
    expect(await db().select().from(billingCustomers).where(eq(billingCustomers.userId, photographer.user.id))).toEqual(
      [],
    );
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toEqual([]);
    // The button works again: the same request now succeeds.
    expect((await startCheckout(photographer, { priceId: 'price_basic', couponCode: coupon.code })).status).toBe(201);
  });

  it('a paid checkout makes the user paid, with the subscription trialing for 7 days', async () => {
    const { photographer } = await subscribedPhotographer();
    const subscription = await subscriptionOf(photographer);
    expect(subscription).toMatchObject({ status: 'trialing', planName: 'Basic', amount: 1900, interval: 'month' });
    expect(new Date(subscription.trialEnd!).getTime() - new Date(subscription.createdAt).getTime()).toBe(7 * dayMs);
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
    const again = await startCheckout(photographer, { priceId: 'price_studio' });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('ALREADY_SUBSCRIBED');
  });

  describe('one live subscription per user', () => {
    it('refuses a second checkout while a payment is due, or a cancelled one still runs, saying what to do', async () => {
      const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
      await stripe.failPayment(stripeSubscriptionId);
      const pastDue = await startCheckout(photographer, { priceId: 'price_studio' });
      expect(pastDue.status).toBe(409);
      expect(pastDue.body.error).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: billingTexts.refusals.paymentDue,
      });
      // Past the grace period the user has no access, yet the unpaid subscription still blocks a second one.
      const failed = await subscriptionOf(photographer);
      await stripe.setSubscriptionState(stripeSubscriptionId, 'unpaid');
      app.clock.set(new Date(new Date(failed.currentPeriodStart!).getTime() + 8 * dayMs));
      try {
        expect(await profileSubscriptionOf(photographer.user.id)).toBe('free-trial');
        const unpaid = await startCheckout(photographer, { priceId: 'price_studio' });
        expect(unpaid.body.error).toMatchObject({
          code: 'ALREADY_SUBSCRIBED',
          message: billingTexts.refusals.paymentDue,
        });
      } finally {
        app.clock.set(new Date());
      }

      const cancelling = await subscribedPhotographer();
      const { id } = await subscriptionOf(cancelling.photographer);
      await cancelling.photographer.browser.post(`/api/billing/subscriptions/${id}/cancel`);
      const resumable = await startCheckout(cancelling.photographer, { priceId: 'price_studio' });
      expect(resumable.body.error).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: billingTexts.refusals.resumable,
      });
    });

    it('ends two tabs checking out at once with one subscription and one coupon use', async () => {
      const photographer = await signedInPhotographer(app);
      const coupon = await createCoupon(db(), { usageLimit: 5 });
      const body = { priceId: 'price_basic', couponCode: coupon.code };
      const answers = await Promise.all([
        startCheckout(photographer, body, 'tab-one'),
        startCheckout(photographer, body, 'tab-two'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(
        answers.every((answer) => answer.status === 201) ? [201, 201] : [201, 409],
      );
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(refused.body.error).toMatchObject({ code: 'CHECKOUT_IN_PROGRESS' });
      // The first tab's retry after the second started: the earlier session is expired at Stripe, not left payable.
      const third = await startCheckout(photographer, body, 'tab-three');
      expect(third.status).toBe(201);
      const started = [...answers, third]
        .filter((answer) => answer.status === 201)
        .map((answer) => answer.body.sessionId);
      const paid: string[] = [];
      for (const sessionId of started) {
        await stripe.completeCheckout(sessionId).then(
          () => paid.push(sessionId),
          () => undefined,
        );
      }
      expect(paid).toEqual([third.body.sessionId]);
      await stripe.settled();
      const rows = await db()
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, photographer.user.id));
      expect(rows).toHaveLength(1);
      const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
      expect(uses.filter((use) => use.redeemedAt !== null)).toHaveLength(1);
      expect(uses.filter((use) => use.redeemedAt === null && use.heldUntil > app.clock.now())).toHaveLength(0);
    });

    it('refuses a new checkout once an earlier one was paid, even before its webhooks arrive', async () => {
      const photographer = await signedInPhotographer(app);
      const first = await startCheckout(photographer, { priceId: 'price_basic' }, 'first-tab');
      stripe.deliverWebhooksTo(undefined);
      try {
        await stripe.completeCheckout(first.body.sessionId);
      } finally {
        stripe.deliverWebhooksTo(billing.webhookUrl());
      }
      const second = await startCheckout(photographer, { priceId: 'price_basic' }, 'second-tab');
      expect(second.status).toBe(409);
      expect(second.body.error?.code).toBe('ALREADY_SUBSCRIBED');
      expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
      expect(
        await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, photographer.user.id)),
      ).toHaveLength(1);
    });

    it('cancels at once a second live subscription that reaches a user some other way, keeping the first', async () => {
      const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
      const [customer] = await db()
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, photographer.user.id));
      app.clock.advance(60_000);
      const second = await stripe.createSubscription(customer!.stripeCustomerId, 'price_studio');
      await stripe.settled();
      expect(stripe.subscriptions.get(second)!.status).toBe('canceled');
      expect(stripe.subscriptions.get(stripeSubscriptionId)!.status).toBe('trialing');
      expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
    });
  });

  describe('one free trial per customer', () => {
    it('gives no second trial after the first subscription ended, and says so on the success screen', async () => {
      const { photographer, sessionId, stripeSubscriptionId } = await subscribedPhotographer();
      const firstRead = await photographer.browser.get<{ trialEndsAt: string | null }>(
        `/api/billing/checkout-sessions/${sessionId}`,
      );
      expect(firstRead.body.trialEndsAt).toBe((await subscriptionOf(photographer)).trialEnd);
      await stripe.endSubscription(stripeSubscriptionId);
      const session = await photographer.browser.get<{ profile: { billing: { trialUsed: boolean } } }>('/api/session');
      expect(session.body.profile.billing.trialUsed).toBe(true);

      const again = await startCheckout(photographer, { priceId: 'price_basic' });
      expect(again.status).toBe(201);
      const request = stripe.requests.findLast((recorded) => recorded.path === '/v1/checkout/sessions')!;
      expect(request.form.subscription_data).not.toHaveProperty('trial_period_days');
      await stripe.completeCheckout(again.body.sessionId);
      const read = await photographer.browser.get<{ trialEndsAt: string | null; status: string }>(
        `/api/billing/checkout-sessions/${again.body.sessionId}`,
      );
      expect(read.body).toMatchObject({ status: 'complete', trialEndsAt: null });
      expect((await subscriptionOf(photographer)).status).toBe('active');
    });
  });

  describe('resume', () => {
    it('undoes a cancellation while the period runs, only for the caller’s own subscription', async () => {
      const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
      const { id } = await subscriptionOf(photographer);
      await photographer.browser.post(`/api/billing/subscriptions/${id}/cancel`);
      const intruder = await signedInPhotographer(app);
      const posts = stripe.requests.filter((request) => request.method === 'POST').length;
      expect((await intruder.browser.post(`/api/billing/subscriptions/${id}/resume`)).status).toBe(404);
      expect(stripe.requests.filter((request) => request.method === 'POST').length).toBe(posts);

      const resumed = await photographer.browser.post<{ message: string; subscription: SubscriptionRecord }>(
        `/api/billing/subscriptions/${id}/resume`,
      );
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({
        message: billingTexts.resumed,
        subscription: { cancelAtPeriodEnd: false, canceledAt: null, status: 'trialing' },
      });
      expect(stripe.subscriptions.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(false);
      // Resuming one that is not cancelled answers it as it is.
      expect((await photographer.browser.post(`/api/billing/subscriptions/${id}/resume`)).status).toBe(200);
    });

    it('refuses to resume a subscription whose period is over', async () => {
      const { photographer } = await subscribedPhotographer();
      const { id, trialEnd } = await subscriptionOf(photographer);
      await photographer.browser.post(`/api/billing/subscriptions/${id}/cancel`);
      app.clock.set(new Date(new Date(trialEnd!).getTime() + 60_000));
      try {
        const late = await photographer.browser.post<ErrorBody>(`/api/billing/subscriptions/${id}/resume`);
        expect(late.status).toBe(409);
        expect(late.body.error).toMatchObject({
          code: 'SUBSCRIPTION_ENDED',
          message: billingTexts.refusals.subscriptionEnded,
        });
      } finally {
        app.clock.set(new Date());
      }
    });
  });

  it('answers the success screen’s read with 502, not “not found”, while Stripe cannot be reached', async () => {
    const { photographer, sessionId } = await subscribedPhotographer();
    stripe.setUnavailable(true);
    try {
      const answer = await photographer.browser.get<ErrorBody>(`/api/billing/checkout-sessions/${sessionId}`);
      expect(answer.status).toBe(502);
      expect(answer.body.error.code).toBe('PAYMENT_PROVIDER_FAILED');
    } finally {
      stripe.setUnavailable(false);
    }
    expect((await photographer.browser.get(`/api/billing/checkout-sessions/${sessionId}`)).status).toBe(200);
  });

  it('shows the product of the caller’s own checkout on the success screen, and nobody else’s', async () => {
    const { photographer, sessionId } = await subscribedPhotographer();
    const own = await photographer.browser.get(`/api/billing/checkout-sessions/${sessionId}`);
    expect(own).toMatchObject({ status: 200, body: { productName: 'Basic', status: 'complete' } });
    const other = await signedInPhotographer(app);
    expect((await other.browser.get(`/api/billing/checkout-sessions/${sessionId}`)).status).toBe(404);
    expect((await other.browser.get('/api/billing/checkout-sessions/cs_test_unknown')).status).toBe(404);
  });

  it('makes the user paid from the success screen’s read when Stripe’s webhooks are late', async () => {
    const photographer = await signedInPhotographer(app);
    const coupon = await createCoupon(db(), { usageLimit: 1 });
    const checkout = await startCheckout(photographer, { priceId: 'price_basic', couponCode: coupon.code });
    stripe.deliverWebhooksTo(undefined);
    try {
      await stripe.completeCheckout(checkout.body.sessionId);
    } finally {
      stripe.deliverWebhooksTo(billing.webhookUrl());
    }
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('free-trial');
    const read = await photographer.browser.get(`/api/billing/checkout-sessions/${checkout.body.sessionId}`);
    expect(read).toMatchObject({ status: 200, body: { productName: 'Basic', status: 'complete' } });
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
    expect((await subscriptionOf(photographer)).status).toBe('trialing');
    const [redemption] = await db()
      .select({ redeemedAt: couponRedemptions.redeemedAt })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.checkoutSessionId, checkout.body.sessionId));
    expect(redemption?.redeemedAt).not.toBeNull();
  });

  it('refuses a webhook with a bad or missing signature with 400, changing nothing', async () => {
    const { stripeSubscriptionId } = await subscribedPhotographer();
    const [before] = await db().select({ events: count() }).from(stripeEvents);
    const subscription = stripe.subscriptions.get(stripeSubscriptionId)!;
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      data: { object: subscription },
    });
    for (const headers of [{}, { 'stripe-signature': 't=1,v1=forged' }] as Record<string, string>[]) {
      const answer = await app.agent().request<ErrorBody>('POST', '/api/billing/webhook', {
        rawBody: body,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_SIGNATURE');
    }
    const [after] = await db().select({ events: count() }).from(stripeEvents);
    expect(after!.events).toBe(before!.events);
  });

  /** Posts a raw body to the webhook, signed by the Stripe-protocol server unless a header is given. */
  const postToWebhook = (payload: string, signature = stripe.signature(payload)) =>
    app.agent().request<ErrorBody>('POST', '/api/billing/webhook', {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const eventCount = async () => (await db().select({ events: count() }).from(stripeEvents))[0]!.events;

  it('refuses a signature made more than five minutes in the future, as one made more than five minutes ago', async () => {
    const { stripeSubscriptionId } = await subscribedPhotographer();
    const before = await eventCount();
    const event = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: stripe.subscriptions.get(stripeSubscriptionId) },
      });
    const at = (minutes: number) => new Date(app.clock.now().getTime() + minutes * 60_000);
    for (const minutes of [6, 60 * 24 * 365, -6]) {
      const answer = await postToWebhook(
        event(`evt_at_${minutes}`),
        stripe.signature(event(`evt_at_${minutes}`), at(minutes)),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await eventCount()).toBe(before);
    // Within the tolerance either way (clocks differ a little): taken.
    for (const minutes of [4, -4]) {
      expect(
        (await postToWebhook(event(`evt_ok_${minutes}`), stripe.signature(event(`evt_ok_${minutes}`), at(minutes))))
          .status,
      ).toBe(200);
    }
    expect(await eventCount()).toBe(before + 2);
  });

  it('refuses a body nested 10,000 levels deep with a 400, signed or not', async () => {
    const payload = `{"id":"evt_deep","object":"event","type":"customer.subscription.updated","data":{"object":${deeplyNested.objects(10_000)}}}`;
    const unsigned = await postToWebhook(payload, 't=1,v1=forged');
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.code).toBe('INVALID_SIGNATURE');
    const signed = await postToWebhook(payload);
    expect(signed.status).toBe(400);
    expect(signed.body.error.code).toBe('VALIDATION_FAILED');
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_deep'))).toEqual([]);
  });

  it('refuses a body over 1 MB with 413, and a bad signature header before reading the body at all', async () => {
    const large = JSON.stringify({ id: 'evt_large', object: 'event', type: 'ping', padding: 'x'.repeat(1024 * 1024) });
    const answer = await postToWebhook(large);
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');

    // A body that keeps coming (as a slow sender's 16 MB would): the answer must not wait for its end.
    for (const signature of [
      undefined,
      'v1=no-timestamp',
      stripe.signature('{}', new Date(app.clock.now().getTime() - 3_600_000)),
    ]) {
      const started = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(new URL('/api/billing/webhook', app.url), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
            ...(signature ? { 'stripe-signature': signature } : {}),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        request.on('error', reject);
        request.write(`{"padding":"${'x'.repeat(64 * 1024)}`);
      });
      expect(status).toBe(400);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('acts on the subscription as Stripe answers it, and ignores an event about one Stripe does not know', async () => {
    const { stripeSubscriptionId } = await subscribedPhotographer();
    const target = await signedInPhotographer(app);
    const before = await eventCount();
    // A validly signed event whose subscription exists only in the event: its own copy must not count.
    const invented = {
      ...structuredClone(stripe.subscriptions.get(stripeSubscriptionId)!),
      id: 'sub_test_unknown_to_stripe',
      customer: 'cus_test_unknown_to_stripe',
      status: 'active',
      metadata: { userId: target.user.id },
    };
    const delivered = await stripe.sendEvent('customer.subscription.created', invented);
    expect(delivered.status).toBe(200);
    expect(await profileSubscriptionOf(target.user.id)).toBe('free-trial');
    expect(await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, target.user.id))).toEqual([]);
    // Recorded as seen, so a redelivery costs one lookup.
    expect(await eventCount()).toBe(before + 1);
  });

  it('an event delivered three times has one effect: a coupon use counted once', async () => {
    const coupon = await createCoupon(db(), { usageLimit: 5 });
    const { sessionId } = await subscribedPhotographer({ priceId: 'price_basic', couponCode: coupon.code });
    const completed = stripe.delivered.find(
      (delivery) => delivery.event.type === 'checkout.session.completed' && delivery.event.data.object.id === sessionId,
    )!;
    for (let redelivery = 0; redelivery < 2; redelivery++) {
      const answer = await stripe.sendEvent(completed.event.type, completed.event.data.object, completed.event.id);
      expect(answer.status).toBe(200);
    }
    const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.redeemedAt).not.toBeNull();
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, completed.event.id))).toHaveLength(1);
  });

  it('converges on Stripe’s state when events arrive out of order', async () => {
    const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
    const stale = structuredClone(stripe.subscriptions.get(stripeSubscriptionId)!);
    await stripe.endSubscription(stripeSubscriptionId);
    // The earlier 'updated', delivered after 'deleted', carries the old state; Stripe's current one wins.
    expect((await stripe.sendEvent('customer.subscription.updated', stale)).status).toBe(200);
    expect((await subscriptionOf(photographer)).status).toBe('canceled');
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('free-trial');
  });

  it('cancels at period end: access stays until then, and ends after it even without a webhook', async () => {
    const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
    const { id } = await subscriptionOf(photographer);
    const answer = await photographer.browser.post<{ message: string; subscription: SubscriptionRecord }>(
      `/api/billing/subscriptions/${id}/cancel`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Canceled');
    expect(answer.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    expect(stripe.subscriptions.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
    await stripe.settled();

    stripe.deliverWebhooksTo(`${app.url}/api/nowhere`);
    try {
      app.clock.advance(8 * dayMs);
      expect(await reconcile()).toBeGreaterThan(0);
    } finally {
      stripe.deliverWebhooksTo(`${app.url}/api/billing/webhook`);
    }
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('free-trial');
  });

  it('cancels only the caller’s own subscription: another user’s id is a 404 and Stripe is not called', async () => {
    const { photographer } = await subscribedPhotographer();
    const { id, stripeSubscriptionId } = await subscriptionOf(photographer);
    const intruder = await signedInPhotographer(app);
    const updatesBefore = stripe.requests.filter((request) => request.method === 'POST').length;
    const answer = await intruder.browser.post<ErrorBody>(`/api/billing/subscriptions/${id}/cancel`);
    expect(answer.status).toBe(404);
    expect(stripe.requests.filter((request) => request.method === 'POST').length).toBe(updatesBefore);
    expect(stripe.subscriptions.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('a failed payment keeps access through the grace period while Stripe retries; a later payment restores it', async () => {
    const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
    await stripe.failPayment(stripeSubscriptionId);
    const failed = await subscriptionOf(photographer);
    expect(failed.status).toBe('past_due');
    const session = await photographer.browser.get<{ profile: { subscription: string; billing: unknown } }>(
      '/api/session',
    );
    expect(session.body.profile).toMatchObject({
      subscription: 'paid',
      billing: {
        paymentFailedAt: failed.currentPeriodStart,
        graceEndsAt: new Date(new Date(failed.currentPeriodStart!).getTime() + 7 * dayMs).toISOString(),
      },
    });
    await stripe.renewSubscription(stripeSubscriptionId);
    expect((await subscriptionOf(photographer)).status).toBe('active');
    expect(await profileSubscriptionOf(photographer.user.id)).toBe('paid');
    const recovered = await photographer.browser.get<{ profile: { billing: { paymentFailedAt: unknown } } }>(
      '/api/session',
    );
    expect(recovered.body.profile.billing.paymentFailedAt).toBeNull();
  });

  it('re-reads a subscription no webhook has touched for a day', async () => {
    const { photographer, stripeSubscriptionId } = await subscribedPhotographer();
    stripe.deliverWebhooksTo(`${app.url}/api/nowhere`);
    try {
      await stripe.failPayment(stripeSubscriptionId);
    } finally {
      stripe.deliverWebhooksTo(`${app.url}/api/billing/webhook`);
    }
    expect((await subscriptionOf(photographer)).status).toBe('trialing');
    app.clock.advance(dayMs + 60_000);
    await reconcile();
    expect((await subscriptionOf(photographer)).status).toBe('past_due');
  });

  it('opens the billing portal for a customer; a user who never checked out has none', async () => {
    const { photographer } = await subscribedPhotographer();
    const portal = await photographer.browser.post<{ url: string }>('/api/billing/portal-sessions');
    expect(portal.status).toBe(201);
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/billing-portal/`));
    const newcomer = await signedInPhotographer(app);
    expect((await newcomer.browser.post('/api/billing/portal-sessions')).status).toBe(404);
  });

  describe('coupons at checkout', () => {
    it('applies a usable code (any letter case) as a Stripe coupon of the same percent, made once', async () => {
      const coupon = await createCoupon(db(), { discountPercentage: 25 });
      const buyers = [await signedInPhotographer(app), await signedInPhotographer(app)];
      const check = await buyers[0]!.browser.get(`/api/billing/coupons?code=${coupon.code.toLowerCase()}`);
      expect(check).toMatchObject({ status: 200, body: { code: coupon.code, discountPercentage: 25 } });
      for (const buyer of buyers) {
        const answer = await startCheckout(buyer, {
          priceId: 'price_basic',
          couponCode: ` ${coupon.code.toLowerCase()} `,
        });
        expect(answer.status).toBe(201);
        const session = stripe.checkoutSessions.get(answer.body.sessionId)!;
        expect(session.amount_total).toBe(1425);
      }
      const made = [...stripe.coupons.values()].filter((stripeCoupon) => stripeCoupon.id.includes(coupon.id));
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ percent_off: 25 });
    });

    it('says why a code cannot be used: unknown, inactive, expired, used up', async () => {
      const buyer = await signedInPhotographer(app);
      // A coupon lasts through its last day in UTC-12 (couponExpired): the day before yesterday is over everywhere.
      const dayBeforeYesterday = new Date(app.clock.now().getTime() - 2 * dayMs).toISOString().slice(0, 10);
      const inactive = await createCoupon(db(), { status: 'inactive' });
      const expired = await createCoupon(db(), { expiresAt: dayBeforeYesterday });
      const usedUp = await createCoupon(db(), { usageLimit: 1 });
      await subscribedPhotographer({ priceId: 'price_basic', couponCode: usedUp.code });
      const cases = [
        ['NOSUCHCODE', couponTexts.unknown],
        [inactive.code, couponTexts.inactive],
        [expired.code, couponTexts.expired],
        [usedUp.code, couponTexts.usedUp],
      ] as const;
      for (const [code, message] of cases) {
        const answer = await startCheckout(buyer, { priceId: 'price_basic', couponCode: code });
        expect(answer.status).toBe(422);
        expect(answer.body.error).toMatchObject({ code: 'COUPON_NOT_USABLE', message });
        const check = await buyer.browser.get<ErrorBody>(`/api/billing/coupons?code=${code}`);
        expect(check.body.error.message).toBe(message);
      }
    });

    it('never gives out more uses than the allowance to checkouts started at the same moment', async () => {
      const coupon = await createCoupon(db(), { usageLimit: 2 });
      const buyers = await Promise.all(Array.from({ length: 6 }, () => signedInPhotographer(app)));
      const answers = await Promise.all(
        buyers.map((buyer) => startCheckout(buyer, { priceId: 'price_basic', couponCode: coupon.code })),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(4);
      const [held] = await db()
        .select({ uses: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(held!.uses).toBe(2);
    });

    it('frees the use of a checkout that expires unpaid', async () => {
      const coupon = await createCoupon(db(), { usageLimit: 1 });
      const first = await signedInPhotographer(app);
      const checkout = await startCheckout(first, { priceId: 'price_basic', couponCode: coupon.code });
      const session = stripe.checkoutSessions.get(checkout.body.sessionId)!;
      session.status = 'expired';
      expect((await stripe.sendEvent('checkout.session.expired', session)).status).toBe(200);
      const second = await signedInPhotographer(app);
      expect((await startCheckout(second, { priceId: 'price_basic', couponCode: coupon.code })).status).toBe(201);
    });
  });

  it('keeps the stored subscriptions of one user from every other user', async () => {
    const owner = await signedInPhotographer(app);
    await createSubscriptionRow(db(), owner.user.id);
    const other = await signedInPhotographer(app);
    expect(
      (await other.browser.get<{ subscriptions: unknown[] }>('/api/billing/subscriptions')).body.subscriptions,
    ).toEqual([]);
    expect(await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, owner.user.id))).toHaveLength(
      1,
    );
  });
});

describe.each(testDatabaseKinds)('[BILLING] with billing off on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);

  it('says billing is not enabled on every billing endpoint but the user’s own list', async () => {
    const photographer = await signedInPhotographer(app);
    const plans = await app.agent().get<ErrorBody>('/api/billing/plans');
    expect(plans.status).toBe(409);
    expect(plans.body.error.code).toBe('BILLING_DISABLED');
    const checkout = await photographer.browser.post<ErrorBody>('/api/billing/checkout-sessions', {
      priceId: 'price_basic',
    });
    expect(checkout.body.error.code).toBe('BILLING_DISABLED');
    const webhook = await app.agent().request<ErrorBody>('POST', '/api/billing/webhook', {
      rawBody: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(webhook.body.error.code).toBe('BILLING_DISABLED');
    const list = await photographer.browser.get('/api/billing/subscriptions');
    expect(list).toMatchObject({ status: 200, body: { subscriptions: [] } });
  });
});
