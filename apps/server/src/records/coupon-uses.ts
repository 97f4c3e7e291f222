import { gt, isNotNull, or, type SQL } from 'drizzle-orm';
import { couponRedemptions } from '../db/schema/billing';

/**
 * Which redemptions use up a coupon's allowance: those a completed checkout redeemed and those an open checkout
 * still holds. Checkout enforces the allowance with it; the admin's coupon list shows the count.
 */
export function countsAsUse(now: Date): SQL {
  return or(isNotNull(couponRedemptions.redeemedAt), gt(couponRedemptions.heldUntil, now))!;
}
