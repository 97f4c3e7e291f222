import type { Coupon } from '@shutterdesk/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRedemptions, discountCoupons, users } from '../../db/schema';
import { notFound } from '../../errors';
import { countsAsUse } from '../../records/coupon-uses';

/** Uses of the coupon in the outer query, counted by the rule checkout enforces the allowance with. */
const timesUsed = (now: Date) => sql<number>`(
  select count(*)::int from ${couponRedemptions}
  where ${couponRedemptions.couponId} = ${discountCoupons.id} and ${countsAsUse(now)}
)`;

/** A database or an open transaction: a change reads back its coupon in the transaction that made it. */
type Reader = Pick<Database, 'select'>;

function selectCoupons(db: Reader, now: Date) {
  return db
    .select({
      id: discountCoupons.id,
      name: discountCoupons.name,
      code: discountCoupons.code,
      discountPercentage: discountCoupons.discountPercentage,
      usageLimit: discountCoupons.usageLimit,
      timesUsed: timesUsed(now),
      expiresAt: discountCoupons.expiresAt,
      status: discountCoupons.status,
      creatorId: users.id,
      creatorName: users.name,
      creatorEmail: users.email,
      createdAt: discountCoupons.createdAt,
      updatedAt: discountCoupons.updatedAt,
    })
    .from(discountCoupons)
    .leftJoin(users, eq(users.id, discountCoupons.createdBy));
}

type CouponRecord = Awaited<ReturnType<typeof selectCoupons>>[number];

function toCoupon({ creatorId, creatorName, creatorEmail, createdAt, updatedAt, ...coupon }: CouponRecord): Coupon {
  return {
    ...coupon,
    createdBy:
      creatorId !== null && creatorName !== null && creatorEmail !== null
        ? { id: creatorId, name: creatorName, email: creatorEmail }
        : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Every coupon, newest first (there are tens, not thousands: the screen shows them all). */
export async function listCoupons(db: Database, now: Date): Promise<Coupon[]> {
  const records = await selectCoupons(db, now).orderBy(desc(discountCoupons.createdAt), desc(discountCoupons.id));
  return records.map(toCoupon);
}

/**
 * One coupon as the API shows it; 404 for an unknown id. `forUpdate` locks its row for the rest of the transaction,
 * so two admins' changes to it queue up and each records what it changed from.
 */
export async function readCoupon(db: Reader, couponId: string, now: Date, forUpdate = false): Promise<Coupon> {
  const query = selectCoupons(db, now).where(eq(discountCoupons.id, couponId));
  const [record] = forUpdate ? await query.for('update', { of: discountCoupons }) : await query;
  if (!record) throw notFound('Coupon');
  return toCoupon(record);
}
