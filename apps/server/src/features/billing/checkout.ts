import { createHash } from 'node:crypto';
import {
  billingTexts,
  checkoutBlock,
  freeTrialDays,
  trialUsed,
  type CheckoutBlock,
  type Plan,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { profiles, users } from '../../db/schema';
import { billingCustomers } from '../../db/schema/billing';
import { AppError, notFound } from '../../errors';
import { grantOf } from '../../profile/plan-access';
import { claimCheckout, recordCheckout, releaseCheckout, type PreviousCheckout } from './checkout-lease';
import type { BillingContext } from './context';
import {
  attachCheckoutToHold,
  holdCouponUse,
  redeemCheckoutHold,
  releaseCheckoutHold,
  releaseHold,
  stripeCouponFor,
  type HeldCouponUse,
} from './coupons';
import { callStripe, isStripeError } from './stripe-client';
import { saveSubscription } from './subscriptions';
import { refreshPlan, stripeUnreachable, subscriptionAtStripe, subscriptionsOf } from './subscription-sync';

/** Starting a Checkout Session for a plan, and reading it when the browser comes back (docs/billing.md). */

interface CheckoutUser {
  id: string;
  email: string;
  name: string;
}

export interface CheckoutRequest {
  priceId: string;
  couponCode?: string;
}

const minuteMs = 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A checkout lasts between 35 and 40 minutes (Stripe's minimum is 30): the end is rounded up to five minutes so a
 * retry with the same idempotency key sends Stripe the same parameters.
 */
function checkoutExpiry(now: Date): Date {
  const bucket = 5 * minuteMs;
  return new Date(Math.ceil(now.getTime() / bucket) * bucket + 35 * minuteMs);
}

const refusals: Record<CheckoutBlock, string> = {
  live: billingTexts.refusals.alreadySubscribed,
  resumable: billingTexts.refusals.resumable,
  'payment-due': billingTexts.refusals.paymentDue,
};

/** The account a checkout is for: Stripe's customer is made from its e-mail and name. */
async function checkoutUserOf({ db }: BillingContext, userId: string): Promise<CheckoutUser> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('Account');
  return user;
}

/** The user's Stripe customer: made once (the same idempotency key from every server) and stored. */
async function customerOf({ db, stripe }: BillingContext, user: CheckoutUser): Promise<string> {
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

/** 409 while a subscription of the user is not finished: resume it or pay it instead of buying another. */
async function refuseWhileSubscribed(ctx: BillingContext, userId: string, now: Date): Promise<void> {
  const block = checkoutBlock(await subscriptionsOf(ctx, userId), now, ctx.graceDays);
  if (block) throw new AppError('ALREADY_SUBSCRIBED', refusals[block]);
}

/** Whether the user still has their free trial: no subscription of theirs had one, and none was given here. */
async function trialAvailable(ctx: BillingContext, userId: string): Promise<boolean> {
  const [profile] = await ctx.db
    .select({ accessGrant: profiles.accessGrant, accessGrantEndsAt: profiles.accessGrantEndsAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return !trialUsed(await subscriptionsOf(ctx, userId), profile ? grantOf(profile) : null);
}

/**
 * What a completed checkout's webhooks will do: the subscription as Stripe has it, and the coupon use counted.
 * Answers the stored subscription.
 */
async function syncCompletedCheckout(
  ctx: BillingContext,
  userId: string,
  checkoutSessionId: string,
  subscriptionId: string,
) {
  const readAt = ctx.clock.now();
  const subscription = await subscriptionAtStripe(ctx, subscriptionId);
  if (!subscription) throw stripeUnreachable();
  return ctx.db.transaction(async (tx) => {
    const stored = await saveSubscription(tx, userId, subscription, readAt);
    await refreshPlan(ctx, tx, userId, readAt);
    await redeemCheckoutHold(tx, checkoutSessionId, readAt);
    return stored;
  });
}

/**
 * Deals with the session the user's last start made before another is made, so only one can ever be paid: a paid
 * one is copied and refuses the new start; an open one is answered again to a retry of the same start, else
 * expired at Stripe (which refuses if it was paid meanwhile: then it counts as paid); an expired one gives back its
 * coupon use.
 */
async function settlePreviousCheckout(
  ctx: BillingContext,
  userId: string,
  previous: PreviousCheckout,
  requestKey: string,
): Promise<{ sessionId: string; url: string } | undefined> {
  const { stripe } = ctx;
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
    await syncCompletedCheckout(ctx, userId, id, subscriptionId);
    await refuseWhileSubscribed(ctx, userId, ctx.clock.now());
  }
  await releaseCheckoutHold(ctx.db, id);
  return undefined;
}

/**
 * Makes the Checkout Session of a start at Stripe, with the user's customer, their trial if they still have it and
 * the coupon's use held for as long as the session lasts.
 */
async function createCheckoutSession(
  ctx: BillingContext,
  user: CheckoutUser,
  plan: Plan,
  start: { couponCode: string | undefined; requestKey: string; previousSessionId: string | null; now: Date },
): Promise<{ id: string; url: string }> {
  const { db, stripe, appUrl } = ctx;
  const customer = await customerOf(ctx, user);
  const expiresAt = checkoutExpiry(start.now);
  const trial = await trialAvailable(ctx, user.id);
  const hold: HeldCouponUse | undefined = start.couponCode
    ? await holdCouponUse(db, start.couponCode, user.id, start.now, expiresAt)
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
            idempotencyKey: `checkout-${user.id}-${digest(`${start.requestKey} after ${start.previousSessionId ?? ''}`)}`,
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
  return { id: session.id, url: session.url };
}

/**
 * Starts a Checkout Session for a plan, under the user's checkout lease (checkout-lease.ts): refused while a
 * subscription of theirs is not finished or another start of theirs is under way, and the session an earlier start
 * made is expired first, so two tabs can never both be paid. The trial is given once per user.
 */
export async function startCheckout(
  ctx: BillingContext,
  userId: string,
  request: CheckoutRequest,
  idempotencyKey: string | undefined,
): Promise<{ sessionId: string; url: string }> {
  const user = await checkoutUserOf(ctx, userId);
  const plan = await ctx.plans.find(request.priceId);
  if (!plan) throw new AppError('UNKNOWN_PLAN', 'This plan is not offered.', { priceId: 'This plan is not offered.' });
  const now = ctx.clock.now();
  await refuseWhileSubscribed(ctx, user.id, now);
  const minute = Math.floor(now.getTime() / minuteMs);
  // A double click or a retry is the same start: the browser's key, else the same request this minute.
  const requestKey = idempotencyKey ?? `${plan.priceId}-${request.couponCode ?? ''}-${minute}`;
  const previous = await claimCheckout(ctx.db, user.id, now);
  if (!previous) throw new AppError('CHECKOUT_IN_PROGRESS', billingTexts.refusals.checkoutInProgress);
  try {
    const reused = await settlePreviousCheckout(ctx, user.id, previous, requestKey);
    if (reused) return reused;
    const session = await createCheckoutSession(ctx, user, plan, {
      couponCode: request.couponCode,
      requestKey,
      previousSessionId: previous.stripeSessionId,
      now,
    });
    await recordCheckout(ctx.db, user.id, { ...session, requestKey }, now);
    return { sessionId: session.id, url: session.url };
  } finally {
    await releaseCheckout(ctx.db, user.id);
  }
}

/**
 * The checkout the browser came back from: another user's or one Stripe does not know is not found. A completed one
 * stores its subscription now, since the browser can be back before Stripe's webhooks.
 */
export async function readCheckout(ctx: BillingContext, userId: string, sessionId: string) {
  const session = await ctx.stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
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
      ? await syncCompletedCheckout(ctx, userId, session.id, subscriptionId)
      : undefined;
  const plan = await ctx.plans.find(session.metadata?.priceId ?? '').catch(() => undefined);
  return {
    productName: plan?.name ?? 'Shutterdesk',
    status: session.status === 'complete' ? 'complete' : 'open',
    trialEndsAt: subscription?.trialEnd?.toISOString() ?? null,
  } as const;
}
