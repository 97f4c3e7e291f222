import { randomBytes } from 'node:crypto';
import { defaultGraceDays } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import {
  discountCoupons,
  userSubscriptions,
  type DiscountCouponRow,
  type UserSubscriptionRow,
} from '../db/schema/billing';
import { refreshProfileAccess } from '../profile/plan-access';

/** A stored subscription as a webhook would have left it: a monthly plan in its trial unless told otherwise. */
export async function createSubscriptionRow(
  db: Database,
  userId: string,
  overrides: Partial<typeof userSubscriptions.$inferInsert> = {},
): Promise<UserSubscriptionRow> {
  const now = new Date();
  const [row] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      stripeSubscriptionId: `sub_test_${randomBytes(8).toString('hex')}`,
      stripeCustomerId: `cus_test_${randomBytes(8).toString('hex')}`,
      stripePriceId: 'price_basic',
      planName: 'Basic',
      status: 'trialing',
      amount: 1900,
      interval: 'month',
      currency: 'usd',
      createdAt: now,
      updatedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 7 * 86_400_000),
      trialEnd: new Date(now.getTime() + 7 * 86_400_000),
      syncedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An active coupon (admins create them inactive; tests mostly need one that works). */
export async function createCoupon(
  db: Database,
  overrides: Partial<typeof discountCoupons.$inferInsert> = {},
): Promise<DiscountCouponRow> {
  const [row] = await db
    .insert(discountCoupons)
    .values({
      name: 'Spring offer',
      code: `SPRING${randomBytes(3).toString('hex').toUpperCase()}`,
      discountPercentage: 20,
      usageLimit: 10,
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Gives a user with a profile access without Stripe, as an admin's "Give free access" does, so that with billing on
 * they reach the endpoints that need a plan.
 */
export async function grantFreeAccess(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ accessGrant: 'comp', accessGrantEndsAt: null }).where(eq(profiles.id, userId));
    await refreshProfileAccess(tx, userId, now, defaultGraceDays);
  });
}
