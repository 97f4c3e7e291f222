import {
  couponDay,
  couponFormSchema,
  couponFormTexts,
  couponUpdateSchema,
  type Coupon,
  type CouponForm,
  type CouponUpdate,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { errorChain } from '../../db/errors';
import { discountCoupons, profiles } from '../../db/schema';
import { AppError, validationFailed } from '../../errors';
import { changedFields, recordAdminAction } from './audit';
import { readCoupon } from './coupons-queries';

/** What an admin sets of a coupon, and what the audit trail records of it. */
type CouponFields = Pick<Coupon, 'name' | 'code' | 'discountPercentage' | 'usageLimit' | 'expiresAt' | 'status'>;

const fieldsOf = ({ name, code, discountPercentage, usageLimit, expiresAt, status }: Coupon): CouponFields => ({
  name,
  code,
  discountPercentage,
  usageLimit,
  expiresAt,
  status,
});

/** A coupon's fields before it exists and after it is deleted. */
const noFields: Record<keyof CouponFields, unknown> = {
  name: null,
  code: null,
  discountPercentage: null,
  usageLimit: null,
  expiresAt: null,
  status: null,
};

const codeTaken = () =>
  new AppError('COUPON_CODE_TAKEN', couponFormTexts.codeTaken, { code: couponFormTexts.codeTaken });

/** The error of a write the unique index on the code refused, however the driver wraps it. */
function isCodeTaken(error: unknown): boolean {
  return [...errorChain(error)].some(
    ({ code, constraint }) => code === '23505' && constraint === 'discount_coupons_code_key',
  );
}

/**
 * Runs a write whose code the unique index checks. No lookup comes first: two admins saving one code at the same
 * moment would both pass it, while the index lets exactly one through and refuses the other, answered 409.
 */
async function withUniqueCode<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
}

/** Checks a body the contract accepted against the rules that need today: an expiry date may not be before it. */
function parseAsOf<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}

/**
 * Today for the acting admin: the day in their profile's time zone, as their coupon dialog shows it. Checkout lets a
 * coupon be used through the end of its date in UTC-12 (couponExpired), so a date chosen today is never already past.
 */
async function adminToday(db: Pick<Database, 'select'>, actorId: string, now: Date): Promise<string> {
  const [profile] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, actorId));
  return couponDay(now, profile?.timezone ?? 'UTC');
}

/** Adds a coupon, always inactive (it is switched on when edited), and records it. */
export async function createCoupon(db: Database, actorId: string, input: CouponForm, now: Date): Promise<Coupon> {
  const form = parseAsOf(couponFormSchema(await adminToday(db, actorId, now)), input);
  return withUniqueCode(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(discountCoupons)
        .values({ ...form, expiresAt: form.expiresAt ?? null, status: 'inactive', createdBy: actorId })
        .returning({ id: discountCoupons.id });
      const coupon = await readCoupon(tx, created!.id, now);
      await recordAdminAction(tx, {
        actorId,
        action: 'coupon.create',
        targetCouponId: coupon.id,
        targetLabel: coupon.code,
        changes: changedFields<Record<keyof CouponFields, unknown>>(noFields, fieldsOf(coupon)),
      });
      return coupon;
    }),
  );
}

/**
 * Changes the fields given and records what changed; the same values again change nothing. The coupon's own expiry
 * date may stay as it is once passed, so an expired coupon can be deactivated or renamed without a new date.
 */
export async function updateCoupon(
  db: Database,
  actorId: string,
  couponId: string,
  input: CouponUpdate,
  now: Date,
): Promise<Coupon> {
  const today = await adminToday(db, actorId, now);
  return withUniqueCode(() =>
    db.transaction(async (tx) => {
      const before = await readCoupon(tx, couponId, now, true);
      const update = parseAsOf(couponUpdateSchema(today, before.expiresAt), input);
      const changes = changedFields(fieldsOf(before), update);
      if (Object.keys(changes).length === 0) return before;
      await tx
        .update(discountCoupons)
        .set({ ...update, updatedAt: now })
        .where(eq(discountCoupons.id, couponId));
      await recordAdminAction(tx, {
        actorId,
        action: 'coupon.update',
        targetCouponId: couponId,
        targetLabel: before.code,
        changes,
      });
      return readCoupon(tx, couponId, now);
    }),
  );
}

/**
 * Deletes a coupon, used or not, and answers with it as it was. Its uses (coupon_redemptions) go with it by the
 * foreign key's cascade: they only count uses against the allowance of a coupon that no longer exists. What was
 * bought with it stays bought: a subscription keeps its Stripe coupon, and a checkout still open completes with
 * its discount. The audit event keeps the deleted fields; an admin who wants the history visible deactivates instead.
 */
export function deleteCoupon(db: Database, actorId: string, couponId: string, now: Date): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const coupon = await readCoupon(tx, couponId, now, true);
    await tx.delete(discountCoupons).where(eq(discountCoupons.id, couponId));
    await recordAdminAction(tx, {
      actorId,
      action: 'coupon.delete',
      targetCouponId: couponId,
      targetLabel: coupon.code,
      changes: changedFields<Record<keyof CouponFields, unknown>>(fieldsOf(coupon), noFields),
    });
    return coupon;
  });
}
