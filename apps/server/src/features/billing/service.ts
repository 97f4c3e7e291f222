import { createHash } from 'node:crypto';
import {
  billingTexts,
  checkoutBlock,
  findForbiddenText,
  freeTrialDays,
  isCanceled,
  isResumable,
  subscriptionAccess,
  trialUsed,
  willRenew,
  type CheckoutBlock,
  type CouponCheck,
  type Plan,
  type SubscriptionRecord,
} from '@shutterdesk/core';
import { and, eq, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { retryingConflicts } from '../../db/errors';
import { profiles, users } from '../../db/schema';
import { billingCustomers, stripeEvents, userSubscriptions } from '../../db/schema/billing';
import { AppError, forbiddenText, notFound } from '../../errors';
import type { Logger } from '../../logger';
import {
  attachCheckoutToHold,
  checkCoupon,
  holdCouponUse,
  redeemCheckoutHold,
  releaseCheckoutHold,
  releaseHold,
  stripeCouponFor,
  type HeldCouponUse,
} from './coupons';
import { createPlanCatalog, type PlanCatalog } from './plans';
import { callStripe, isStripeError } from './stripe-client';
import { claimCheckout, recordCheckout, releaseCheckout, type PreviousCheckout } from './checkout-lease';
import { findOwnSubscription, saveSubscription, userOfCustomer } from './subscriptions';
import { grantOf, refreshProfileAccess } from '../../profile/plan-access';
import { listSubscriptionRows, toSubscriptionRecord } from '../../records/subscription-rows';

export interface BillingOptions {
  db: Database;
  stripe: Stripe;
  priceIds: readonly string[];
  webhookSecret: string;
  appUrl: string;
  clock: Clock;
  logger: Logger;
  /** BILLING_GRACE_DAYS: how long a failed payment keeps access. */
  graceDays: number;
}

export interface CheckoutUser {
  id: string;
  email: string;
  name: string;
}

/**
 * How far a webhook's signing time may be from ours, either way: Stripe's SDK default (five minutes), which it
 * applies only to the past. A signature from the future is as suspect as an old one (a replay prepared ahead, or a
 * clock far off), so both are refused.
 */
const webhookToleranceSeconds = 5 * 60;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

const stripeUnreachable = () => new AppError('PAYMENT_PROVIDER_FAILED', 'Stripe could not be reached.');

const invalidSignature = () =>
  new AppError('INVALID_SIGNATURE', 'The Stripe-Signature header does not match this body.');

/**
 * The signing time in a Stripe-Signature header (`t=1700000000,v1=…`), or undefined when there is none. Read as the
 * SDK reads it: comma-separated pairs, the first `t`.
 */
function signedAt(header: string): number | undefined {
  const timestamp = header
    .split(',')
    .map((pair) => pair.split('='))
    .find(([key]) => key === 't')?.[1];
  return timestamp !== undefined && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : undefined;
}

/** Subscriptions re-read by one reconciliation run at most; the next run takes the rest. */
const reconcileBatchSize = 50;
const minuteMs = 60 * 1000;

/**
 * A checkout lasts between 35 and 40 minutes (Stripe's minimum is 30): the end is rounded up to five minutes so a
 * retry with the same idempotency key sends Stripe the same parameters.
 */
function checkoutExpiry(now: Date): Date {
  const bucket = 5 * minuteMs;
  return new Date(Math.ceil(now.getTime() / bucket) * bucket + 35 * minuteMs);
}

/** Everything billing does with Stripe and the database (docs/billing.md). */
export function createBilling({
  db,
  stripe,
  priceIds,
  webhookSecret,
  appUrl,
  clock,
  logger,
  graceDays,
}: BillingOptions) {
  const plans: PlanCatalog = createPlanCatalog(stripe, priceIds, clock, logger);
  const refreshPlan = (tx: Database, userId: string, now: Date) => refreshProfileAccess(tx, userId, now, graceDays);

  const retrieveSubscription = (id: string) =>
    stripe.subscriptions.retrieve(id, { expand: ['items.data.price.product'] });

  /** The user's Stripe customer: made once (the same idempotency key from every server) and stored. */
  async function customerOf(user: CheckoutUser): Promise<string> {
    const [existing] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id));
    if (existing) return existing.id;
    const customer = await callStripe(
      () =>
        stripe.customers.create(
          { email: user.email, name: user.name.slice(0, 256), metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        ),
      billingTexts.errors.createCheckoutSession,
    );
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, stripeCustomerId: customer.id })
      .onConflictDoNothing({ target: billingCustomers.userId });
    const [stored] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id));
    return stored!.id;
  }

  /** The user's subscriptions as the access rule reads them. */
  async function subscriptionsOf(userId: string): Promise<SubscriptionRecord[]> {
    return (await listSubscriptionRows(db, userId)).map(toSubscriptionRecord);
  }

  const refusals: Record<CheckoutBlock, string> = {
    live: billingTexts.refusals.alreadySubscribed,
    resumable: billingTexts.refusals.resumable,
    'payment-due': billingTexts.refusals.paymentDue,
  };

  /** 409 while a subscription of the user is not finished: resume it or pay it instead of buying another. */
  async function refuseWhileSubscribed(userId: string, now: Date): Promise<void> {
    const block = checkoutBlock(await subscriptionsOf(userId), now, graceDays);
    if (block) throw new AppError('ALREADY_SUBSCRIBED', refusals[block]);
  }

  /** Whether the user still has their free trial: no subscription of theirs had one, and none was given here. */
  async function trialAvailable(userId: string): Promise<boolean> {
    const [profile] = await db
      .select({ accessGrant: profiles.accessGrant, accessGrantEndsAt: profiles.accessGrantEndsAt })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return !trialUsed(await subscriptionsOf(userId), profile ? grantOf(profile) : null);
  }

  /**
   * Deals with the session the user's last start made before another is made, so only one can ever be paid: a paid
   * one is copied and refuses the new start; an open one is answered again to a retry of the same start, else
   * expired at Stripe (which refuses if it was paid meanwhile: then it counts as paid); an expired one gives back its
   * coupon use.
   */
  async function settlePreviousCheckout(
    userId: string,
    previous: PreviousCheckout,
    requestKey: string,
  ): Promise<{ sessionId: string; url: string } | undefined> {
    const { stripeSessionId: id, sessionUrl } = previous;
    if (!id) return undefined;
    const retrieve = () =>
      callStripe(() => stripe.checkout.sessions.retrieve(id), billingTexts.errors.createCheckoutSession);
    let session = await retrieve();
    if (session.status === 'open' && previous.requestKey === requestKey && sessionUrl) {
      return { sessionId: id, url: sessionUrl };
    }
    if (session.status === 'open') {
      await stripe.checkout.sessions.expire(id).catch(async (error: unknown) => {
        // Stripe refuses to expire a session that is no longer open: it may just have been paid.
        if (!isStripeError(error) || error.statusCode !== 400) throw stripeUnreachable();
        session = await retrieve();
      });
    }
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (session.status === 'complete' && subscriptionId) {
      await syncCompletedCheckout(userId, id, subscriptionId);
      await refuseWhileSubscribed(userId, clock.now());
    }
    await releaseCheckoutHold(db, id);
    return undefined;
  }

  /**
   * Starts a Checkout Session for a plan, under the user's checkout lease (checkout-lease.ts): refused while a
   * subscription of theirs is not finished or another start of theirs is under way, and the session an earlier start
   * made is expired first, so two tabs can never both be paid. The trial is given once per user.
   */
  async function startCheckout(
    user: CheckoutUser,
    request: { priceId: string; couponCode?: string },
    idempotencyKey: string | undefined,
  ): Promise<{ sessionId: string; url: string }> {
    const plan: Plan | undefined = await plans.find(request.priceId);
    if (!plan)
      throw new AppError('UNKNOWN_PLAN', 'This plan is not offered.', { priceId: 'This plan is not offered.' });
    const now = clock.now();
    await refuseWhileSubscribed(user.id, now);
    const minute = Math.floor(now.getTime() / minuteMs);
    // A double click or a retry is the same start: the browser's key, else the same request this minute.
    const requestKey = idempotencyKey ?? `${plan.priceId}-${request.couponCode ?? ''}-${minute}`;
    const previous = await claimCheckout(db, user.id, now);
    if (!previous) throw new AppError('CHECKOUT_IN_PROGRESS', billingTexts.refusals.checkoutInProgress);
    try {
      const reused = await settlePreviousCheckout(user.id, previous, requestKey);
      if (reused) return reused;
      const customer = await customerOf(user);
      const expiresAt = checkoutExpiry(now);
      const trial = await trialAvailable(user.id);
      const hold: HeldCouponUse | undefined = request.couponCode
        ? await holdCouponUse(db, request.couponCode, user.id, now, expiresAt)
        : undefined;
      let session: Stripe.Checkout.Session;
      try {
        const coupon = hold && (await stripeCouponFor(db, stripe, hold.coupon));
        session = await callStripe(
          () =>
            stripe.checkout.sessions.create(
              {
                mode: 'subscription',
                customer,
                client_reference_id: user.id,
                line_items: [{ price: plan.priceId, quantity: 1 }],
                subscription_data: {
                  ...(trial ? { trial_period_days: freeTrialDays } : {}),
                  metadata: { userId: user.id },
                },
                ...(coupon ? { discounts: [{ coupon }] } : {}),
                metadata: { userId: user.id, priceId: plan.priceId },
                success_url: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
                cancel_url: `${appUrl}/checkout/failure`,
                expires_at: Math.floor(expiresAt.getTime() / 1000),
              },
              // The start and the session before it: a start that crashed before recording its session is replayed
              // by Stripe, while the same key after a newer session makes a new one. Hashed: Stripe takes 255
              // characters, the browser's key alone may have as many.
              {
                idempotencyKey: `checkout-${user.id}-${digest(`${requestKey} after ${previous.stripeSessionId ?? ''}`)}`,
              },
            ),
          billingTexts.errors.createCheckoutSession,
        );
      } catch (error) {
        if (hold) await releaseHold(db, hold.redemptionId);
        throw error;
      }
      if (hold) await attachCheckoutToHold(db, hold.redemptionId, session.id);
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_FAILED', billingTexts.errors.stripeCheckoutError);
      await recordCheckout(db, user.id, { id: session.id, url: session.url, requestKey }, now);
      return { sessionId: session.id, url: session.url };
    } finally {
      await releaseCheckout(db, user.id);
    }
  }

  /**
   * What a completed checkout's webhooks will do: the subscription as Stripe has it, and the coupon use counted.
   * Answers the stored subscription.
   */
  async function syncCompletedCheckout(userId: string, checkoutSessionId: string, subscriptionId: string) {
    const readAt = clock.now();
    const subscription = await subscriptionAtStripe(subscriptionId);
    if (!subscription) throw stripeUnreachable();
    return db.transaction(async (tx) => {
      const stored = await saveSubscription(tx, userId, subscription, readAt);
      await refreshPlan(tx, userId, readAt);
      await redeemCheckoutHold(tx, checkoutSessionId, readAt);
      return stored;
    });
  }

  async function readCheckout(userId: string, sessionId: string) {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      // Stripe does not know the id: as good as another user's. Any other failure is Stripe's, and the screen
      // tries again: a paid checkout must not read as one that does not exist.
      if (isStripeError(error) && error.statusCode === 404) throw notFound('Checkout session');
      if (isStripeError(error)) throw new AppError('PAYMENT_PROVIDER_FAILED', billingTexts.paymentUnconfirmed);
      throw error;
    });
    if (session.client_reference_id !== userId) throw notFound('Checkout session');
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    // The browser can be back before Stripe's webhooks: the subscription is read now, so the user is already 'paid'.
    const subscription =
      session.status === 'complete' && subscriptionId
        ? await syncCompletedCheckout(userId, session.id, subscriptionId)
        : undefined;
    const plan = await plans.find(session.metadata?.priceId ?? '').catch(() => undefined);
    return {
      productName: plan?.name ?? 'Shutterdesk',
      status: session.status === 'complete' ? 'complete' : 'open',
      trialEndsAt: subscription?.trialEnd?.toISOString() ?? null,
    } as const;
  }

  /** Sets a subscription to cancel at its period end, or to renew again, at Stripe, and stores Stripe's answer. */
  async function changeRenewal(
    userId: string,
    stripeSubscriptionId: string,
    cancelAtPeriodEnd: boolean,
    failure: string,
  ) {
    const readAt = clock.now();
    const updated = await callStripe(
      () =>
        stripe.subscriptions.update(stripeSubscriptionId, {
          cancel_at_period_end: cancelAtPeriodEnd,
          expand: ['items.data.price.product'],
        }),
      failure,
    );
    return db.transaction(async (tx) => {
      const stored = await saveSubscription(tx, userId, updated, readAt);
      await refreshPlan(tx, userId, readAt);
      return stored;
    });
  }

  async function cancel(userId: string, id: string): Promise<{ message: string; subscription: SubscriptionRecord }> {
    const row = await findOwnSubscription(db, userId, id);
    if (!row) throw notFound('Subscription');
    if (row.status === 'canceled' || row.cancelAtPeriodEnd) {
      return { message: billingTexts.canceled, subscription: toSubscriptionRecord(row) };
    }
    const saved = await changeRenewal(userId, row.stripeSubscriptionId, true, billingTexts.errors.cancellationFailed);
    return { message: billingTexts.canceled, subscription: toSubscriptionRecord(saved) };
  }

  /** Undoes a cancellation while the period runs; one not cancelled is answered as it is. */
  async function resume(userId: string, id: string): Promise<{ message: string; subscription: SubscriptionRecord }> {
    const row = await findOwnSubscription(db, userId, id);
    if (!row) throw notFound('Subscription');
    const record = toSubscriptionRecord(row);
    if (!isCanceled(record)) return { message: billingTexts.resumed, subscription: record };
    if (!isResumable(record, clock.now())) {
      throw new AppError('SUBSCRIPTION_ENDED', billingTexts.refusals.subscriptionEnded);
    }
    const saved = await changeRenewal(userId, row.stripeSubscriptionId, false, billingTexts.errors.resumeFailed);
    return { message: billingTexts.resumed, subscription: toSubscriptionRecord(saved) };
  }

  /**
   * For a ban: every subscription of the user that would renew is set to cancel at its period end (the period paid
   * for is kept; docs/decisions/0020-billing-access.md). When Stripe cannot be reached the ban stands all the same:
   * this is logged, and reconciliation sets it later (banned users' renewing subscriptions are among its work).
   */
  async function stopRenewalsOf(userId: string): Promise<void> {
    const now = clock.now();
    const renewing = (await subscriptionsOf(userId)).filter((row) => willRenew(row, now, graceDays));
    for (const { stripeSubscriptionId } of renewing) {
      try {
        await changeRenewal(userId, stripeSubscriptionId, true, billingTexts.errors.cancellationFailed);
      } catch (error) {
        logger.warn(
          { err: error, userId, stripeSubscriptionId },
          'a banned user’s subscription is left to reconciliation',
        );
      }
    }
  }

  /**
   * Ends every subscription of the user at Stripe now, not at the period's end: for an account about to be deleted.
   * A subscription Stripe no longer knows is already over.
   */
  async function endSubscriptionsOf(userId: string): Promise<void> {
    const running = await db
      .select({ stripeId: userSubscriptions.stripeSubscriptionId })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, userId), ne(userSubscriptions.status, 'canceled')));
    for (const { stripeId } of running) {
      await callStripe(
        () =>
          stripe.subscriptions
            .cancel(stripeId)
            .catch((error: unknown) =>
              isStripeError(error) && error.statusCode === 404 ? undefined : Promise.reject(error),
            ),
        billingTexts.errors.cancellationFailed,
      );
    }
  }

  async function portal(userId: string): Promise<{ url: string }> {
    const [customer] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    if (!customer) throw notFound('Billing account');
    const session = await callStripe(
      () =>
        stripe.billingPortal.sessions.create({ customer: customer.id, return_url: `${appUrl}/subscription/manage` }),
      'The billing portal could not be opened. Please try again.',
    );
    return { url: session.url };
  }

  /** The user a subscription belongs to: the one its checkout named, else the owner of its customer. */
  async function ownerOf(subscription: Stripe.Subscription): Promise<string | undefined> {
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const byCustomer = await userOfCustomer(db, customerId);
    if (byCustomer) return byCustomer;
    const named = subscription.metadata?.userId;
    if (!named) return undefined;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named));
    return user?.id;
  }

  /**
   * Stripe's current state of a subscription, or undefined when Stripe does not know it. An event's own copy of a
   * subscription is never used: a validly signed event about one that does not exist (a test-mode leftover, a
   * leaked signing secret) must not make anyone paid.
   */
  async function subscriptionAtStripe(id: string): Promise<Stripe.Subscription | undefined> {
    try {
      return await retrieveSubscription(id);
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return undefined;
      if (isStripeError(error)) throw stripeUnreachable();
      throw error;
    }
  }

  /**
   * Records the event and applies its effect in one transaction; a redelivered event does nothing. A deadlock with
   * another writer of the same rows (an account being deleted) runs it again.
   */
  async function applyOnce(event: Stripe.Event, effect: (tx: Database, now: Date) => Promise<void>) {
    const now = clock.now();
    await retryingConflicts(() =>
      db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, processedAt: now })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (recorded) await effect(tx, now);
      }),
    );
  }

  async function applySubscription(event: Stripe.Event, subscriptionId: string) {
    const readAt = clock.now();
    const subscription = await subscriptionAtStripe(subscriptionId);
    if (!subscription) {
      logger.warn(
        { eventId: event.id, subscriptionId },
        'a Stripe event about a subscription Stripe does not know was ignored',
      );
      // Recorded all the same, so a redelivery is answered from the record.
      return applyOnce(event, async () => {});
    }
    const userId = await ownerOf(subscription);
    await applyOnce(event, async (tx, now) => {
      // The user's row is held first (as deleting an account takes it first), so an account deleted meanwhile is
      // waited for and then found gone, rather than the two transactions locking each other's rows.
      const [owner] = userId
        ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share')
        : [];
      if (!owner) {
        logger.warn({ eventId: event.id, subscriptionId }, 'a Stripe subscription of no user here was ignored');
        return;
      }
      await saveSubscription(tx, owner.id, subscription, readAt);
      await refreshPlan(tx, owner.id, now);
      if (event.type === 'checkout.session.completed') {
        await redeemCheckoutHold(tx, (event.data.object as Stripe.Checkout.Session).id, now);
      }
    });
    if (userId) await cancelSecondSubscription(userId, subscription.id);
  }

  /**
   * Belt and braces behind the checkout lease: a subscription that reaches a user who already has one not finished
   * (made in Stripe's dashboard, or by a checkout the lease could not see) is cancelled at Stripe at once, the older
   * one kept, and logged as an error for the operator to refund. Stripe's answer arrives as a webhook.
   */
  async function cancelSecondSubscription(userId: string, stripeSubscriptionId: string): Promise<void> {
    const now = clock.now();
    const open = (await subscriptionsOf(userId))
      .filter((row) => !subscriptionAccess(row, now, graceDays).finished)
      // By Stripe's creation time, then by Stripe's id: every event about either agrees on which one is kept.
      .sort(
        (a, b) =>
          a.createdAt.localeCompare(b.createdAt) || a.stripeSubscriptionId.localeCompare(b.stripeSubscriptionId),
      );
    if (open.length < 2 || !open.slice(1).some((row) => row.stripeSubscriptionId === stripeSubscriptionId)) return;
    logger.error(
      { userId, kept: open[0]!.stripeSubscriptionId, canceled: stripeSubscriptionId },
      'a second subscription of one user was cancelled at Stripe: refund what it charged',
    );
    await callStripe(
      () => stripe.subscriptions.cancel(stripeSubscriptionId),
      billingTexts.errors.cancellationFailed,
    ).catch((error: unknown) =>
      logger.error({ err: error, userId, stripeSubscriptionId }, 'cancelling a second subscription failed'),
    );
  }

  /**
   * What can be checked of a webhook before its body is read: a Stripe-Signature header with a signing time within
   * the tolerance. The route checks it first, so a forged request is refused without reading what it sends.
   */
  function checkSignatureHeader(signature: string | undefined): void {
    const at = signature === undefined ? undefined : signedAt(signature);
    if (at === undefined) throw invalidSignature();
    const now = clock.now().getTime() / 1000;
    if (Math.abs(now - at) > webhookToleranceSeconds) throw invalidSignature();
  }

  async function receiveEvent(payload: string, signature: string | undefined): Promise<void> {
    checkSignatureHeader(signature);
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(
        payload,
        signature ?? '',
        webhookSecret,
        webhookToleranceSeconds,
        undefined,
        clock.now().getTime(),
      );
    } catch {
      throw invalidSignature();
    }
    // Signed, yet only Stripe's own shapes are walked further: the text policy every request body meets.
    const found = findForbiddenText(event);
    if (found) throw forbiddenText(found);
    const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (subscriptionId) return applySubscription(event, subscriptionId);
        return applyOnce(event, (tx, now) => redeemCheckoutHold(tx, session.id, now));
      }
      case 'checkout.session.expired':
        return applyOnce(event, (tx) => releaseCheckoutHold(tx, event.data.object.id));
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(event, event.data.object.id);
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const reference = event.data.object.parent?.subscription_details?.subscription;
        const subscriptionId = typeof reference === 'string' ? reference : reference?.id;
        if (subscriptionId) return applySubscription(event, subscriptionId);
        return applyOnce(event, async () => {});
      }
      default:
        // Events we do not act on are still recorded, so a redelivery is cheap.
        return applyOnce(event, async () => {});
    }
  }

  /**
   * Re-reads from Stripe the subscriptions whose period has ended or that no webhook has touched for a day, so a
   * lost webhook never leaves a user locked out or paid for free. Rows are claimed by moving `synced_at`, so two
   * servers never take the same ones. Returns how many were re-read.
   */
  async function reconcile(): Promise<number> {
    const now = clock.now();
    const dayAgo = new Date(now.getTime() - 24 * 60 * minuteMs);
    const recently = new Date(now.getTime() - 10 * minuteMs);
    const due = db
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(
        and(
          ne(userSubscriptions.status, 'canceled'),
          or(
            lt(userSubscriptions.syncedAt, dayAgo),
            and(
              sql`coalesce(${userSubscriptions.currentPeriodEnd}, ${userSubscriptions.trialEnd}) < ${now.toISOString()}::timestamptz`,
              lt(userSubscriptions.syncedAt, recently),
            ),
          ),
        ),
      )
      .orderBy(userSubscriptions.syncedAt)
      .limit(reconcileBatchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(userSubscriptions)
      .set({ syncedAt: now })
      .where(sql`${userSubscriptions.id} in ${due}`)
      .returning({ userId: userSubscriptions.userId, stripeSubscriptionId: userSubscriptions.stripeSubscriptionId });
    for (const { userId, stripeSubscriptionId } of claimed) {
      try {
        const subscription = await retrieveSubscription(stripeSubscriptionId);
        await saveSubscription(db, userId, subscription, now);
      } catch (error) {
        logger.warn({ err: error, stripeSubscriptionId }, 'a subscription could not be re-read from Stripe');
      }
      // Even without Stripe's answer, a cancelled subscription past its period end stops granting access.
      await refreshPlan(db, userId, now);
    }
    // Bans whose renewals Stripe could not stop when they were made (stopRenewalsOf).
    const banned = await db
      .selectDistinct({ userId: userSubscriptions.userId })
      .from(userSubscriptions)
      .innerJoin(profiles, eq(profiles.id, userSubscriptions.userId))
      .where(
        and(
          isNotNull(profiles.bannedAt),
          eq(userSubscriptions.cancelAtPeriodEnd, false),
          isNull(userSubscriptions.canceledAt),
          notInArray(userSubscriptions.status, ['canceled', 'incomplete', 'incomplete_expired']),
        ),
      )
      .limit(reconcileBatchSize);
    for (const { userId } of banned) await stopRenewalsOf(userId);
    return claimed.length + banned.length;
  }

  return {
    plans,
    checkCoupon: (code: string): Promise<CouponCheck> => checkCoupon(db, code, clock.now()),
    startCheckout,
    readCheckout,
    cancel,
    resume,
    stopRenewalsOf,
    endSubscriptionsOf,
    portal,
    checkSignatureHeader,
    receiveEvent,
    reconcile,
  };
}

export type Billing = ReturnType<typeof createBilling>;
