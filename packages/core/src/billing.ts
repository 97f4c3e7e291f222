import { z } from 'zod';
import { freeTrialDays } from './limits';

/**
 * Paid plans and subscriptions (docs/billing.md): the shapes the API answers with, the rules both sides apply to a
 * subscription (its label, which row is current, whether it still grants access) and every text of the plans,
 * manage and checkout screens.
 */

export const billingIntervals = ['day', 'week', 'month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export function isBillingInterval(value: string | undefined): value is BillingInterval {
  return (billingIntervals as readonly string[]).includes(value ?? '');
}

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

/** The statuses Stripe gives a subscription; only four have labels of their own. */
export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

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

/** The longest coupon code: what the plans page's field accepts, so an admin cannot make one nobody can type. */
export const couponCodeMaxLength = 64;

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
export const completedCheckoutSchema = z.object({ productName: z.string(), status: z.enum(['complete', 'open']) });

export const cancelSubscriptionResultSchema = z.object({
  message: z.string(),
  subscription: subscriptionRecordSchema,
});

export const billingPortalSchema = z.object({ url: z.string() });

/** The subset of a subscription the display rules read. */
type SubscriptionDates = Pick<
  SubscriptionRecord,
  'status' | 'canceledAt' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'trialEnd' | 'updatedAt'
>;

const statusLabels: Partial<Record<string, string>> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past Due',
  trialing: 'Trial',
};

/** Cancelled by the user or by Stripe: the subscription ends (or has ended), whatever its status says today. */
export function isCanceled(subscription: Pick<SubscriptionRecord, 'status' | 'canceledAt' | 'cancelAtPeriodEnd'>) {
  return subscription.status === 'canceled' || subscription.canceledAt !== null || subscription.cancelAtPeriodEnd;
}

/** The label of a subscription's status; 'Free' without one, and 'Canceled' once cancelled, whatever its status. */
export function subscriptionStatusLabel(
  subscription: Pick<SubscriptionRecord, 'status' | 'canceledAt' | 'cancelAtPeriodEnd'> | null,
): string {
  if (!subscription) return 'Free';
  if (isCanceled(subscription)) return 'Canceled';
  return statusLabels[subscription.status] ?? (subscription.status || 'Unknown');
}

/**
 * The subscription that counts among a user's rows: the newest one not canceled; if all are canceled, the newest;
 * none without rows. The manage screen orders by creation, the admin list by the start of the current period.
 */
export function currentSubscription<Row extends Pick<SubscriptionRecord, 'status'>>(
  rows: readonly Row[],
  newestBy: (row: Row) => string | null,
): Row | null {
  const newestFirst = [...rows].sort((a, b) => (newestBy(b) ?? '').localeCompare(newestBy(a) ?? ''));
  return newestFirst.find((row) => row.status !== 'canceled') ?? newestFirst[0] ?? null;
}

/** Until when a cancelled subscription still gives access: its period end, else its trial end, else its last update. */
export function accessEndsAt(subscription: SubscriptionDates): string {
  return subscription.currentPeriodEnd ?? subscription.trialEnd ?? subscription.updatedAt;
}

/**
 * Whether a subscription makes its user 'paid': trialing or active, and, once cancelled, only until the end of the
 * period already paid for.
 */
export function grantsAccess(subscription: SubscriptionDates, now: Date): boolean {
  if (subscription.status !== 'trialing' && subscription.status !== 'active') return false;
  if (!isCanceled(subscription)) return true;
  return new Date(accessEndsAt(subscription)).getTime() > now.getTime();
}

/** The trial end is not shown once the trial is over and a paid period has taken its place. */
export function showsTrialEnd(subscription: SubscriptionDates): boolean {
  if (!subscription.trialEnd) return false;
  const endedBeforePeriod =
    subscription.currentPeriodEnd !== null &&
    new Date(subscription.trialEnd).getTime() <= new Date(subscription.currentPeriodEnd).getTime();
  return !(endedBeforePeriod && subscription.status !== 'trialing');
}

const dayMs = 24 * 60 * 60 * 1000;

/** Days left in a trial: the difference in days, rounded up; never negative. */
export function trialDaysLeft(trialEnd: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / dayMs));
}

/** The plans page's price: whole dollars, or 'Free'. */
export function formatPlanPrice(amountInCents: number): string {
  if (amountInCents === 0) return 'Free';
  return `$${Math.floor(amountInCents / 100).toLocaleString('en-US')}`;
}

/** The manage page's amounts: two decimals and the dollar sign. */
export function formatAmount(amountInCents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountInCents / 100);
}

export const billingTexts = {
  choosePlan: 'Choose Your Plan',
  subscribed: 'You are subscribed',
  manageSubscriptionLink: 'Manage subscription',
  getPlan: (plan: string) => `Get ${plan}`,
  processing: 'Processing...',
  subscribedButton: 'Subscribed',
  unpaidFooter: `Start with a ${freeTrialDays}-day free trial. Cancel anytime.`,
  paidFooter: 'Next billing: check your subscription management page for details.',
  noPlans: 'No plans available',
  loadingPricing: 'Loading pricing...',
  visitorDialogTitle: 'Ready to get started?',
  billingDisabled: 'Billing is not enabled on this server, so every feature is open to every account.',
  noActiveSubscription: 'No Active Subscription',
  viewPlans: 'View Plans',
  canceled: 'Canceled',
  willCancel: 'Will cancel at period end',
  paymentSuccessful: 'Payment Successful!',
  welcomeToTrial: (product: string) =>
    `Welcome to your ${freeTrialDays} day free trial of your ${product} subscription`,
  trialActivated: 'Trial Activated',
  thankYou: 'Thank you for your purchase!',
  activated: 'Your subscription has been activated and you now have access to all features.',
  goToDashboard: 'Go to Dashboard',
  manageSubscriptionButton: 'Manage Subscription',
  needHelp: 'Need Help?',
  paymentFailed: 'Payment Failed',
  paymentNotProcessed: "We couldn't process your payment.",
  tryAgain: 'Try Again',
  retryFromPlans: 'You can return to the plans page to retry payment.',
  errors: {
    fetchSubscription: 'Failed to fetch subscription',
    fetchPlans: 'Failed to fetch plans',
    fetchPricing: (status: number) => `Failed to fetch pricing: ${status}`,
    notAuthenticated: 'Not authenticated',
    createCheckoutSession: 'Failed to create checkout session',
    checkoutFailed: 'Checkout failed',
    checkoutError: 'Checkout error',
    stripeCheckoutError: 'Stripe checkout error',
    cancellationFailed: 'Cancellation failed',
  },
} as const;

/** Messages for a coupon code that cannot be used; the server sends them, the plans page shows them. */
export const couponTexts = {
  unknown: 'This coupon code does not exist.',
  inactive: 'This coupon is not active.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
} as const;
