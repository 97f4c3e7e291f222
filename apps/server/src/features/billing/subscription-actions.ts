import { billingTexts, isCanceled, isResumable, willRenew, type SubscriptionRecord } from '@shutterdesk/core';
import { and, eq, ne } from 'drizzle-orm';
import { billingCustomers, userSubscriptions } from '../../db/schema/billing';
import { AppError, notFound } from '../../errors';
import { toSubscriptionRecord } from '../../records/subscription-rows';
import type { BillingContext } from './context';
import { callStripe, isStripeError } from './stripe-client';
import { saveSubscription, type SubscriptionRow } from './subscriptions';
import { refreshPlan, subscriptionsOf } from './subscription-sync';

/** What the user, an admin's ban or an account's deletion does to subscriptions at Stripe, and the billing portal. */

/** Sets a subscription to cancel at its period end, or to renew again, at Stripe, and stores Stripe's answer. */
async function changeRenewal(
  ctx: BillingContext,
  userId: string,
  stripeSubscriptionId: string,
  cancelAtPeriodEnd: boolean,
  failure: string,
) {
  const readAt = ctx.clock.now();
  const updated = await callStripe(
    () =>
      ctx.stripe.subscriptions.update(stripeSubscriptionId, {
        cancel_at_period_end: cancelAtPeriodEnd,
        expand: ['items.data.price.product'],
      }),
    failure,
  );
  return ctx.db.transaction(async (tx) => {
    const stored = await saveSubscription(tx, userId, updated, readAt);
    await refreshPlan(ctx, tx, userId, readAt);
    return stored;
  });
}

/**
 * Sets the user's subscription to end with its period; one already ending is answered as it is. `row` is the user's
 * own, as the route found it (another user's is not found, whether or not billing is on).
 */
export async function cancelSubscription(
  ctx: BillingContext,
  userId: string,
  row: SubscriptionRow,
): Promise<{ message: string; subscription: SubscriptionRecord }> {
  if (row.status === 'canceled' || row.cancelAtPeriodEnd) {
    return { message: billingTexts.canceled, subscription: toSubscriptionRecord(row) };
  }
  const saved = await changeRenewal(
    ctx,
    userId,
    row.stripeSubscriptionId,
    true,
    billingTexts.errors.cancellationFailed,
  );
  return { message: billingTexts.canceled, subscription: toSubscriptionRecord(saved) };
}

/** Undoes a cancellation while the period runs; one not cancelled is answered as it is. `row` as for cancelling. */
export async function resumeSubscription(
  ctx: BillingContext,
  userId: string,
  row: SubscriptionRow,
): Promise<{ message: string; subscription: SubscriptionRecord }> {
  const record = toSubscriptionRecord(row);
  if (!isCanceled(record)) return { message: billingTexts.resumed, subscription: record };
  if (!isResumable(record, ctx.clock.now())) {
    throw new AppError('SUBSCRIPTION_ENDED', billingTexts.refusals.subscriptionEnded);
  }
  const saved = await changeRenewal(ctx, userId, row.stripeSubscriptionId, false, billingTexts.errors.resumeFailed);
  return { message: billingTexts.resumed, subscription: toSubscriptionRecord(saved) };
}

/**
 * For a ban: every subscription of the user that would renew is set to cancel at its period end (the period paid
 * for is kept; docs/decisions/0020-billing-access.md). When Stripe cannot be reached the ban stands all the same:
 * this is logged, and reconciliation sets it later (banned users' renewing subscriptions are among its work).
 */
export async function stopRenewalsOf(ctx: BillingContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  const renewing = (await subscriptionsOf(ctx, userId)).filter((row) => willRenew(row, now, ctx.graceDays));
  for (const { stripeSubscriptionId } of renewing) {
    try {
      await changeRenewal(ctx, userId, stripeSubscriptionId, true, billingTexts.errors.cancellationFailed);
    } catch (error) {
      ctx.logger.warn(
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
export async function endSubscriptionsOf({ db, stripe }: BillingContext, userId: string): Promise<void> {
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

/** A session of Stripe's billing portal for the user's customer, returning to the manage screen. */
export async function openBillingPortal(
  { db, stripe, appUrl }: BillingContext,
  userId: string,
): Promise<{ url: string }> {
  const [customer] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  if (!customer) throw notFound('Billing account');
  const session = await callStripe(
    () => stripe.billingPortal.sessions.create({ customer: customer.id, return_url: `${appUrl}/subscription/manage` }),
    'The billing portal could not be opened. Please try again.',
  );
  return { url: session.url };
}
