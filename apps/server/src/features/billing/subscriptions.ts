import { isBillingInterval, subscriptionStatuses, type SubscriptionStatus } from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { billingCustomers, userSubscriptions, type UserSubscriptionRow } from '../../db/schema/billing';

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The subscription's fields as Stripe has them now; the price's product must be expanded for the plan's name. */
function fieldsOf(subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const price = item?.price;
  const product = price?.product;
  const interval = price?.recurring?.interval;
  const status = subscription.status as string;
  return {
    stripeCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    stripePriceId: price?.id ?? '',
    planName: product && typeof product === 'object' && 'name' in product ? product.name : (price?.nickname ?? ''),
    status: (subscriptionStatuses as readonly string[]).includes(status)
      ? (status as SubscriptionStatus)
      : 'incomplete',
    // A negative or fractional amount cannot come from Stripe; anything odd is stored as 0 rather than refused.
    amount: Number.isSafeInteger(price?.unit_amount) && price!.unit_amount! >= 0 ? price!.unit_amount! : 0,
    interval: isBillingInterval(interval) ? interval : ('month' as const),
    currency: subscription.currency,
    createdAt: fromUnix(subscription.created) ?? new Date(0),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    trialEnd: fromUnix(subscription.trial_end),
    canceledAt: fromUnix(subscription.canceled_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * Stores Stripe's state of a subscription for its user. `readAt` is when that state was asked of Stripe: a row
 * read later is never replaced by one read earlier, so events handled out of order or side by side converge on
 * Stripe's newest state. Returns the stored row (possibly the newer one already there).
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  subscription: Stripe.Subscription,
  readAt: Date,
): Promise<UserSubscriptionRow> {
  // Stripe's creation time is set once; everything else follows Stripe.
  const { createdAt, ...changing } = fieldsOf(subscription);
  await db
    .insert(userSubscriptions)
    .values({
      userId,
      stripeSubscriptionId: subscription.id,
      createdAt,
      ...changing,
      updatedAt: readAt,
      syncedAt: readAt,
    })
    .onConflictDoUpdate({
      target: userSubscriptions.stripeSubscriptionId,
      set: { ...changing, updatedAt: readAt, syncedAt: readAt },
      setWhere: sql`${userSubscriptions.syncedAt} <= ${readAt.toISOString()}::timestamptz`,
    });
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, subscription.id));
  return row!;
}

/** A stored subscription as its table holds it. */
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export async function findOwnSubscription(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.userId, userId)));
  return row;
}

/** The user a Stripe customer was made for, if it was made here. */
export async function userOfCustomer(db: Database, stripeCustomerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
  return row?.userId;
}
