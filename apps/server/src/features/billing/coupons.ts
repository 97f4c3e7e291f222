import { couponExpired, couponTexts, type CouponCheck } from '@shutterdesk/core';
import { and, count, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { couponRedemptions, discountCoupons, type DiscountCouponRow } from '../../db/schema/billing';
import { AppError } from '../../errors';
import { countsAsUse } from '../../records/coupon-uses';
import { callStripe } from './stripe-client';

const notUsable = (message: string) => new AppError('COUPON_NOT_USABLE', message);

/** Uses held by open checkouts and uses redeemed by completed ones. */
async function usesOf(db: Database, couponId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), countsAsUse(now)));
  return row?.uses ?? 0;
}

/**
 * The coupon of a code typed at checkout, if it can be used now: it exists (codes are stored in upper case), is
 * active, has not expired and has uses left. `forUpdate` locks its row, so checkouts holding a use queue up.
 */
async function usableCoupon(db: Database, code: string, now: Date, forUpdate: boolean): Promise<DiscountCouponRow> {
  const query = db.select().from(discountCoupons).where(eq(discountCoupons.code, code.toUpperCase()));
  const [coupon] = forUpdate ? await query.for('update') : await query;
  if (!coupon) throw notUsable(couponTexts.unknown);
  if (coupon.status !== 'active') throw notUsable(couponTexts.inactive);
  if (couponExpired(coupon.expiresAt, now)) throw notUsable(couponTexts.expired);
  if ((await usesOf(db, coupon.id, now)) >= coupon.usageLimit) throw notUsable(couponTexts.usedUp);
  return coupon;
}

export async function checkCoupon(db: Database, code: string, now: Date): Promise<CouponCheck> {
  const coupon = await usableCoupon(db, code, now, false);
  return { code: coupon.code, name: coupon.name, discountPercentage: coupon.discountPercentage };
}

export interface HeldCouponUse {
  coupon: DiscountCouponRow;
  redemptionId: string;
}

/**
 * Holds one use of the coupon for a checkout that is about to start, until `heldUntil` (when that checkout expires).
 * The coupon's row is locked while its uses are counted and the hold written, so concurrent checkouts can never
 * hold or redeem more uses than its allowance.
 */
export function holdCouponUse(
  db: Database,
  code: string,
  userId: string,
  now: Date,
  heldUntil: Date,
): Promise<HeldCouponUse> {
  return db.transaction(async (tx) => {
    const coupon = await usableCoupon(tx, code, now, true);
    const [hold] = await tx
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId, heldUntil })
      .returning({ id: couponRedemptions.id });
    return { coupon, redemptionId: hold!.id };
  });
}

/** Ties a hold to the checkout it was made for; a replayed checkout (same session) keeps its first hold only. */
export async function attachCheckoutToHold(db: Database, redemptionId: string, checkoutSessionId: string) {
  const [existing] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.checkoutSessionId, checkoutSessionId));
  if (existing) return releaseHold(db, redemptionId);
  await db.update(couponRedemptions).set({ checkoutSessionId }).where(eq(couponRedemptions.id, redemptionId));
}

export async function releaseHold(db: Database, redemptionId: string) {
  await db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.id, redemptionId), isNull(couponRedemptions.redeemedAt)));
}

/** Gives back the use a checkout held, once that checkout can no longer be paid (expired at or by Stripe). */
export async function releaseCheckoutHold(db: Database, checkoutSessionId: string) {
  await db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.checkoutSessionId, checkoutSessionId), isNull(couponRedemptions.redeemedAt)));
}

/** Counts the use of a completed checkout, once however often its event arrives. */
export async function redeemCheckoutHold(db: Database, checkoutSessionId: string, now: Date) {
  await db
    .update(couponRedemptions)
    .set({ redeemedAt: now })
    .where(and(eq(couponRedemptions.checkoutSessionId, checkoutSessionId), isNull(couponRedemptions.redeemedAt)));
}

/**
 * The Stripe coupon with the same percent, made the first time the code is used and reused after. Its id is made
 * of the coupon's id and percent: two servers making it at once end with one, and a percent an admin changes later
 * gets a Stripe coupon of its own (Stripe's cannot change).
 */
export async function stripeCouponFor(db: Database, stripe: Stripe, coupon: DiscountCouponRow): Promise<string> {
  const stripeCouponId = `shutterdesk-${coupon.id}-${coupon.discountPercentage}`;
  if (coupon.stripeCouponId === stripeCouponId) return stripeCouponId;
  await callStripe(async () => {
    try {
      await stripe.coupons.create(
        {
          id: stripeCouponId,
          percent_off: coupon.discountPercentage,
          // Every invoice of the subscription: the first one, during the trial, is free anyway.
          duration: 'forever',
          name: coupon.name.slice(0, 40),
          metadata: { code: coupon.code },
        },
        { idempotencyKey: stripeCouponId },
      );
    } catch (error) {
      if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
    }
  }, 'Checkout failed');
  await db.update(discountCoupons).set({ stripeCouponId }).where(eq(discountCoupons.id, coupon.id));
  return stripeCouponId;
}
