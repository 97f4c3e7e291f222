import { billingTexts, findForbiddenText, subscriptionAccess } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { retryingConflicts } from '../../db/errors';
import { users } from '../../db/schema';
import { stripeEvents } from '../../db/schema/billing';
import { AppError, forbiddenText } from '../../errors';
import type { BillingContext } from './context';
import { redeemCheckoutHold, releaseCheckoutHold } from './coupons';
import { callStripe } from './stripe-client';
import { saveSubscription, userOfCustomer } from './subscriptions';
import { refreshPlan, subscriptionAtStripe, subscriptionsOf } from './subscription-sync';

/** Stripe's webhook: the signature checked, then each event applied once (docs/billing.md). */

/**
 * How far a webhook's signing time may be from ours, either way: Stripe's SDK default (five minutes), which it
 * applies only to the past. A signature from the future is as suspect as an old one (a replay prepared ahead, or a
 * clock far off), so both are refused.
 */
const webhookToleranceSeconds = 5 * 60;

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

/**
 * What can be checked of a webhook before its body is read: a Stripe-Signature header with a signing time within
 * the tolerance. The route checks it first, so a forged request is refused without reading what it sends.
 */
export function checkSignatureHeader(ctx: BillingContext, signature: string | undefined): void {
  const at = signature === undefined ? undefined : signedAt(signature);
  if (at === undefined) throw invalidSignature();
  const now = ctx.clock.now().getTime() / 1000;
  if (Math.abs(now - at) > webhookToleranceSeconds) throw invalidSignature();
}

/** The user a subscription belongs to: the one its checkout named, else the owner of its customer. */
async function ownerOf({ db }: BillingContext, subscription: Stripe.Subscription): Promise<string | undefined> {
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const byCustomer = await userOfCustomer(db, customerId);
  if (byCustomer) return byCustomer;
  const named = subscription.metadata?.userId;
  if (!named) return undefined;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named));
  return user?.id;
}

/**
 * Records the event and applies its effect in one transaction; a redelivered event does nothing. A deadlock with
 * another writer of the same rows (an account being deleted) runs it again.
 */
async function applyOnce(
  { db, clock }: BillingContext,
  event: Stripe.Event,
  effect: (tx: Database, now: Date) => Promise<void>,
) {
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

/** Records an event that changes nothing here, so a redelivery is answered from the record. */
const recordOnly = (ctx: BillingContext, event: Stripe.Event) => applyOnce(ctx, event, async () => {});

/**
 * Belt and braces behind the checkout lease: a subscription that reaches a user who already has one not finished
 * (made in Stripe's dashboard, or by a checkout the lease could not see) is cancelled at Stripe at once, the older
 * one kept, and logged as an error for the operator to refund. Stripe's answer arrives as a webhook.
 */
async function cancelSecondSubscription(ctx: BillingContext, userId: string, stripeSubscriptionId: string) {
  const { logger } = ctx;
  const now = ctx.clock.now();
  const open = (await subscriptionsOf(ctx, userId))
    .filter((row) => !subscriptionAccess(row, now, ctx.graceDays).finished)
    // By Stripe's creation time, then by Stripe's id: every event about either agrees on which one is kept.
    .sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.stripeSubscriptionId.localeCompare(b.stripeSubscriptionId),
    );
  if (open.length < 2 || !open.slice(1).some((row) => row.stripeSubscriptionId === stripeSubscriptionId)) return;
  logger.error(
    { userId, kept: open[0]!.stripeSubscriptionId, canceled: stripeSubscriptionId },
    'a second subscription of one user was cancelled at Stripe: refund what it charged',
  );
  await callStripe(
    () => ctx.stripe.subscriptions.cancel(stripeSubscriptionId),
    billingTexts.errors.cancellationFailed,
  ).catch((error: unknown) =>
    logger.error({ err: error, userId, stripeSubscriptionId }, 'cancelling a second subscription failed'),
  );
}

/** Stores Stripe's current state of the subscription an event is about, for the user it belongs to. */
async function applySubscription(ctx: BillingContext, event: Stripe.Event, subscriptionId: string) {
  const { logger } = ctx;
  const readAt = ctx.clock.now();
  const subscription = await subscriptionAtStripe(ctx, subscriptionId);
  if (!subscription) {
    logger.warn(
      { eventId: event.id, subscriptionId },
      'a Stripe event about a subscription Stripe does not know was ignored',
    );
    // Recorded all the same, so a redelivery is answered from the record.
    return recordOnly(ctx, event);
  }
  const userId = await ownerOf(ctx, subscription);
  await applyOnce(ctx, event, async (tx, now) => {
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
    await refreshPlan(ctx, tx, owner.id, now);
    if (event.type === 'checkout.session.completed') {
      await redeemCheckoutHold(tx, (event.data.object as Stripe.Checkout.Session).id, now);
    }
  });
  if (userId) await cancelSecondSubscription(ctx, userId, subscription.id);
}

/** The event in a webhook, once its signature holds for these exact bytes and its text meets the policy. */
async function verifiedEvent(ctx: BillingContext, payload: string, signature: string | undefined) {
  checkSignatureHeader(ctx, signature);
  let event: Stripe.Event;
  try {
    event = await ctx.stripe.webhooks.constructEventAsync(
      payload,
      signature ?? '',
      ctx.webhookSecret,
      webhookToleranceSeconds,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch {
    throw invalidSignature();
  }
  // Signed, yet only Stripe's own shapes are walked further: the text policy every request body meets.
  const found = findForbiddenText(event);
  if (found) throw forbiddenText(found);
  return event;
}

/** What each kind of event does; those not acted on are still recorded. */
function applyEvent(ctx: BillingContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (subscriptionId) return applySubscription(ctx, event, subscriptionId);
      return applyOnce(ctx, event, (tx, now) => redeemCheckoutHold(tx, session.id, now));
    }
    case 'checkout.session.expired':
      return applyOnce(ctx, event, (tx) => releaseCheckoutHold(tx, event.data.object.id));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(ctx, event, event.data.object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const reference = event.data.object.parent?.subscription_details?.subscription;
      const subscriptionId = typeof reference === 'string' ? reference : reference?.id;
      if (subscriptionId) return applySubscription(ctx, event, subscriptionId);
      return recordOnly(ctx, event);
    }
    default:
      // Events we do not act on are still recorded, so a redelivery is cheap.
      return recordOnly(ctx, event);
  }
}

/** One webhook from Stripe: refused unless signed, and applied once however often Stripe delivers it. */
export async function receiveEvent(ctx: BillingContext, payload: string, signature: string | undefined): Promise<void> {
  const event = await verifiedEvent(ctx, payload, signature);
  const [seen] = await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return;
  await applyEvent(ctx, event);
}
