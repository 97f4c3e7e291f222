/**
 * What the billing screens show (the exact texts of the specification, prices in their currency, a trial's days):
 * the access rules they read are in billing.ts.
 */
import type { AccessEnded, SubscriptionDates } from './billing';
import type { Plan } from './billing-schemas';
import { freeTrialDays } from './limits';

const dayMs = 24 * 60 * 60 * 1000;

/** The trial end is not shown once the trial is over and a paid period has taken its place. */
export function showsTrialEnd(subscription: SubscriptionDates): boolean {
  if (!subscription.trialEnd) return false;
  const endedBeforePeriod =
    subscription.currentPeriodEnd !== null &&
    new Date(subscription.trialEnd).getTime() <= new Date(subscription.currentPeriodEnd).getTime();
  return !(endedBeforePeriod && subscription.status !== 'trialing');
}

/** Days left in a trial: the difference in days, rounded up; never negative. */
export function trialDaysLeft(trialEnd: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(trialEnd).getTime() - now.getTime()) / dayMs));
}

/** How many of a currency's smallest units make one: Stripe gives amounts in cents, pence, or whole yen. */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in its own currency, as Stripe gives it (in the currency's smallest unit): '$29', '$19.99', '€9.50',
 * '¥500'. Cents show only when there are some.
 */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = minorUnitDigits(code);
  const value = amount / 10 ** digits;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The plans page's price: the amount in its currency, or 'Free'. */
export function formatPlanPrice(plan: Pick<Plan, 'amount' | 'currency'>): string {
  return plan.amount === 0 ? 'Free' : formatAmount(plan.amount, plan.currency);
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
  /** A trial's days left, rounded up (trialDaysLeft). */
  daysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
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
  /** The plans page's footer for a user whose free trial is used: checkout charges at once. */
  trialUsedFooter: 'Your free trial has been used: your plan starts today.',
  /** The success screen for a checkout without a trial, in place of welcomeToTrial and trialActivated. */
  welcomeToPlan: (product: string) => `Welcome to your ${product} subscription`,
  subscriptionActivated: 'Subscription Activated',
  /** The success screen while it asks again after the payment provider could not be reached. */
  confirmingPayment: 'Confirming your payment...',
  paymentUnconfirmed:
    'We could not reach the payment provider to confirm your payment. It may well have gone through: try again in a moment.',
  /** The manage screen, while a subscription is set to cancel at its period end. */
  resume: 'Resume subscription',
  resuming: 'Resuming...',
  resumed: 'Resumed',
  resumeHint: (date: string) => `Your subscription ends on ${date}. Resume it to keep it renewing as before.`,
  /** The banner on every signed-in screen while a payment has failed; its button opens the billing portal. */
  paymentFailedBanner: 'Your last payment failed: update your card',
  updateCard: 'Update card',
  graceEndsOn: (date: string) => `You keep access until ${date} while the payment is retried.`,
  /** The plans page, for a signed-in user without access: why it ended (whyAccessEnded), then what to do. */
  accessEnded: {
    'period-ended': (date: string) => `Your plan ended on ${date}.`,
    'payment-failed': (date: string) => `Your last payment failed on ${date}.`,
    'trial-ended': (date: string) => `Your free trial ended on ${date}.`,
    canceled: (date: string) => `Your subscription was canceled on ${date}.`,
  } satisfies Record<AccessEnded['kind'], (date: string) => string>,
  choosePlanToContinue: 'Choose a plan to keep working. Everything you made is still here.',
  /** What the server answers (409, 402) when a plan is needed or another checkout must not start. */
  refusals: {
    alreadySubscribed: 'You already have a subscription. Manage it from your subscription page.',
    resumable: 'Your cancelled subscription is still running: resume it on the manage page instead of buying another.',
    paymentDue:
      'Your subscription is waiting for a payment: update your card in the billing portal instead of buying another.',
    checkoutInProgress: 'A checkout is already starting in another tab. Finish it there, or try again in a minute.',
    subscriptionEnded: 'This subscription has ended. Choose a plan to start a new one.',
    subscriptionRequired: 'You need an active plan for this. Choose a plan to keep working.',
  },
  errors: {
    fetchSubscription: 'Failed to fetch subscription',
    fetchPlans: 'Failed to fetch plans',
    fetchPricing: (status: number) => `Failed to fetch pricing: ${status}`,
    notAuthenticated: 'Not authenticated',
    createCheckoutSession: 'Failed to create checkout session',
    /** The fallback when a checkout fails without a message of its own ('Checkout error' is not used: the same case). */
    checkoutFailed: 'Checkout failed',
    stripeCheckoutError: 'Stripe checkout error',
    cancellationFailed: 'Cancellation failed',
    resumeFailed: 'Resume failed',
  },
} as const;

/** Messages for a coupon code that cannot be used; the server sends them, the plans page shows them. */
export const couponTexts = {
  unknown: 'This coupon code does not exist.',
  inactive: 'This coupon is not active.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
} as const;
