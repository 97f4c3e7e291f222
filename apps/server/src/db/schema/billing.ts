import type { BillingInterval, SubscriptionStatus } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The Stripe customer of each user: made on their first checkout and reused for every later one. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's Stripe subscriptions as last read from Stripe (docs/billing.md). Amounts in cents. `syncedAt` is when
 * that read began: a write only replaces a row read earlier, so webhooks handled side by side or out of order end
 * on Stripe's newest state.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    planName: text('plan_name').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    amount: integer('amount').notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    currency: text('currency').notNull(),
    /** When Stripe created the subscription. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('user_subscriptions_user_idx').on(table.userId, table.createdAt),
    // The admin users list's current subscription per user (features/admin/users-queries.ts), in its order, with
    // what the list shows of it, so each is one index-only read.
    index('user_subscriptions_current_idx').on(
      table.userId,
      sql`(${table.status} = 'canceled')`,
      table.currentPeriodStart.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.status,
      table.canceledAt,
      table.cancelAtPeriodEnd,
    ),
    // What the reconciliation job scans: subscriptions that are not over yet.
    index('user_subscriptions_open_idx')
      .on(table.syncedAt)
      .where(sql`${table.status} <> 'canceled'`),
    check('user_subscriptions_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** Stripe events already handled: each id is written in the transaction of its effect, so a redelivery is a no-op. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});

/**
 * Discount coupons created by admins and used at checkout. The code is stored in upper case and unique.
 * `stripeCouponId` is the Stripe coupon made, once, the first time the code is used.
 */
export const discountCoupons = pgTable(
  'discount_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    usageLimit: integer('usage_limit').notNull(),
    expiresAt: date('expires_at', { mode: 'string' }),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('inactive'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    stripeCouponId: text('stripe_coupon_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_coupons_code_key').on(table.code),
    check('discount_coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('discount_coupons_percentage_range', sql`${table.discountPercentage} between 1 and 100`),
    check('discount_coupons_usage_limit_positive', sql`${table.usageLimit} >= 1`),
    check('discount_coupons_status_known', sql`${table.status} in ('active', 'inactive')`),
  ],
);

/**
 * One use of a coupon: held while its checkout is open (until `heldUntil`, when the checkout session expires) and
 * redeemed when the checkout completes. Held and redeemed uses together never exceed the coupon's allowance.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => discountCoupons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id').unique(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_coupon_idx').on(table.couponId)],
);

/**
 * Each user's checkout, so that only one can be paid (docs/decisions/0020-billing-access.md): a start claims the row
 * (`leasedUntil`) for as long as its Stripe calls may take, so a second tab's start is refused meanwhile, and the
 * session it made is kept, so the next start expires it at Stripe before it makes another.
 */
export const checkoutAttempts = pgTable('checkout_attempts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A start is under way until then; null once it has finished, either way. */
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** The newest Checkout Session made, its hosted page, and the start it was made for (its idempotency key). */
  stripeSessionId: text('stripe_session_id'),
  sessionUrl: text('session_url'),
  requestKey: text('request_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Facts about this installation written once, such as when billing was first switched on (features/billing/switch-on.ts).
 * Keyed by name; the value is JSON.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;
export type DiscountCouponRow = typeof discountCoupons.$inferSelect;
