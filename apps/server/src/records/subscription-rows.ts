import type { SubscriptionRecord } from '@shutterdesk/core';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSubscriptions, type UserSubscriptionRow } from '../db/schema/billing';

/**
 * Subscription rows as the API and the access rule see them. Not in the billing feature: a user's plan is worked out
 * from them wherever it changes (billing, an admin's grant, a new profile; profile/plan-access.ts).
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toSubscriptionRecord(row: UserSubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    stripeSubscriptionId: row.stripeSubscriptionId,
    status: row.status,
    planName: row.planName,
    amount: row.amount,
    interval: row.interval,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    trialEnd: iso(row.trialEnd),
    canceledAt: iso(row.canceledAt),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** The user's subscriptions, newest first. */
export function listSubscriptionRows(db: Pick<Database, 'select'>, userId: string) {
  return db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .orderBy(desc(userSubscriptions.createdAt));
}
