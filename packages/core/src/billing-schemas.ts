/**
 * Billing's contracts: the zod schemas of plans, subscriptions, checkouts and the profile's billing facts. Apart
 * from the rules and texts (billing.ts) so that a screen needing only those does not build the schemas as it loads.
 */
import { z } from 'zod';
import { accessGrantKinds, billingIntervals, couponCodeMaxLength, subscriptionStatuses } from './billing';

/** One price the server offers (STRIPE_PRICE_IDS), with its product's name. Amounts are in cents. */
export const planSchema = z
  .object({
    name: z.string(),
    amount: z.number().int().min(0),
    interval: z.enum(billingIntervals),
    currency: z.string(),
    priceId: z.string(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const pricingSchema = z.object({ plans: z.array(planSchema) });
export type Pricing = z.infer<typeof pricingSchema>;

/** A row of user_subscriptions as the API shows it: dates as ISO strings, amounts in cents. */
export const subscriptionRecordSchema = z
  .object({
    id: z.string(),
    stripeSubscriptionId: z.string(),
    status: z.enum(subscriptionStatuses),
    planName: z.string(),
    amount: z.number().int().min(0),
    interval: z.enum(billingIntervals),
    currency: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    currentPeriodStart: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    trialEnd: z.string().nullable(),
    canceledAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionRecordSchema) });

/** A coupon code as typed on the plans page: trimmed, compared in upper case. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(couponCodeMaxLength, 'No coupon has a code that long')
  .transform((code) => code.toUpperCase());

/** Strict: a request naming an amount, a user or anything else the server decides is refused, not ignored. */
export const checkoutRequestSchema = z.strictObject({
  priceId: z.string().min(1, 'Choose a plan').max(255),
  couponCode: couponCodeSchema.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where the browser goes next: Stripe's hosted checkout page. */
export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });

export const couponCheckRequestSchema = z.object({ code: couponCodeSchema });
export const couponCheckSchema = z.object({ code: z.string(), name: z.string(), discountPercentage: z.number().int() });
export type CouponCheck = z.infer<typeof couponCheckSchema>;

/** What the payment success screen shows of the checkout it returns from. */
export const completedCheckoutSchema = z.object({
  productName: z.string(),
  status: z.enum(['complete', 'open']),
  /**
   * The end of the free trial the checkout's subscription began with; null when it began without one (the user's
   * trial was used before) or while the checkout is not complete.
   */
  trialEndsAt: z.string().nullable(),
});

/** What cancelling or resuming a subscription answers: the message to show and the subscription as Stripe has it now. */
export const subscriptionChangeSchema = z.object({
  message: z.string(),
  subscription: subscriptionRecordSchema,
});

export const billingPortalSchema = z.object({ url: z.string() });

/** Inline wherever it is used (always nullable), so the OpenAPI document has no nullable shared component. */
export const accessGrantSchema = z.object({ kind: z.enum(accessGrantKinds), endsAt: z.string().nullable() });
export type AccessGrant = z.infer<typeof accessGrantSchema>;

/**
 * What the session's profile carries of billing, beside its effective `subscription`: enough for the payment banner
 * and the plans page to say what happened without another request.
 */
export const profileBillingSchema = z
  .object({
    /** While the plan gives access: when it lapses by itself; null while open-ended, or without access. */
    accessEndsAt: z.string().nullable(),
    /** When the outstanding payment was due, while one failed; the banner shows while this is set. */
    paymentFailedAt: z.string().nullable(),
    /** When that failed payment stops giving access (paymentFailedAt + BILLING_GRACE_DAYS). */
    graceEndsAt: z.string().nullable(),
    /** Access given without Stripe; the plans page says when a 'trial' grant ended. */
    grant: accessGrantSchema.nullable(),
    /** A new checkout starts without a free trial (the plans page must not promise one). */
    trialUsed: z.boolean(),
  })
  .meta({ id: 'ProfileBilling' });
export type ProfileBilling = z.infer<typeof profileBillingSchema>;
