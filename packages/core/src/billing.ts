import type { AccessGrant, SubscriptionRecord } from './billing-schemas';
import type { Subscription } from './options';

/**
 * Paid plans and subscriptions (docs/billing.md): the shapes the API answers with, the rules both sides apply to a
 * subscription (its label, which row is current, whether it grants access: docs/decisions/0020-billing-access.md)
 * and every text of the plans, manage and checkout screens.
 */

export const billingIntervals = ['day', 'week', 'month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export function isBillingInterval(value: string | undefined): value is BillingInterval {
  return (billingIntervals as readonly string[]).includes(value ?? '');
}

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

/** The longest coupon code: what the plans page's field accepts, so an admin cannot make one nobody can type. */
export const couponCodeMaxLength = 64;

/** The subset of a subscription the display and access rules read. */
export type SubscriptionDates = Pick<
  SubscriptionRecord,
  'status' | 'canceledAt' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'trialEnd' | 'updatedAt'
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
export function accessEndsAt(subscription: Pick<SubscriptionDates, 'currentPeriodEnd' | 'trialEnd' | 'updatedAt'>) {
  return subscription.currentPeriodEnd ?? subscription.trialEnd ?? subscription.updatedAt;
}

/** BILLING_GRACE_DAYS unset: how many days a failed renewal keeps access while Stripe retries the card. */
export const defaultGraceDays = 7;

const dayMs = 24 * 60 * 60 * 1000;
const timeOf = (iso: string) => new Date(iso).getTime();
const later = (a: string, b: string) => (timeOf(a) >= timeOf(b) ? a : b);
const earlier = (a: string, b: string) => (timeOf(a) <= timeOf(b) ? a : b);

/**
 * When the payment of a subscription's current period was due, for one whose payment failed: the start of that
 * period (the renewal Stripe could not charge), else its last update.
 */
function paymentDueAt(subscription: Pick<SubscriptionDates, 'currentPeriodStart' | 'updatedAt'>): string {
  return subscription.currentPeriodStart ?? subscription.updatedAt;
}

/** When a failed payment stops giving access: `graceDays` after it was due. */
export function graceEndsAt(paymentFailedAt: string, graceDays: number): string {
  return new Date(timeOf(paymentFailedAt) + graceDays * dayMs).toISOString();
}

/** What one subscription means for its user's access at a moment (docs/decisions/0020-billing-access.md). */
export interface SubscriptionAccess {
  /** It gives access now. */
  grants: boolean;
  /** While it grants: when it stops by itself (a cancelled one's period end, a failed payment's grace end); null: open-ended. */
  endsAt: string | null;
  /** While a payment is outstanding (past due, unpaid, incomplete): when it was due. */
  paymentFailedAt: string | null;
  /** Over for good, so a new checkout may start: canceled, incomplete_expired, or cancelled and past its period. */
  finished: boolean;
}

/**
 * The one access rule per Stripe status, which the server stores and enforces and the web app shows:
 *
 * - trialing, active: access; once cancelled, only until the period end;
 * - past_due: access for `graceDays` from the period whose payment failed (Stripe retries the card meanwhile);
 * - unpaid, incomplete, paused: no access, but not finished (the invoice can still be paid, the card added);
 * - canceled, incomplete_expired: no access, finished.
 */
export function subscriptionAccess(subscription: SubscriptionDates, now: Date, graceDays: number): SubscriptionAccess {
  const cancelledUntil = isCanceled(subscription) ? accessEndsAt(subscription) : null;
  const periodOver = cancelledUntil !== null && timeOf(cancelledUntil) <= now.getTime();
  const noAccess = { grants: false, endsAt: null, paymentFailedAt: null, finished: periodOver };
  switch (subscription.status) {
    case 'trialing':
    case 'active':
      return periodOver ? noAccess : { grants: true, endsAt: cancelledUntil, paymentFailedAt: null, finished: false };
    case 'past_due': {
      if (periodOver) return noAccess;
      const failedAt = paymentDueAt(subscription);
      const graceEnd = graceEndsAt(failedAt, graceDays);
      const endsAt = cancelledUntil === null ? graceEnd : earlier(graceEnd, cancelledUntil);
      const grants = timeOf(endsAt) > now.getTime();
      return { grants, endsAt: grants ? endsAt : null, paymentFailedAt: failedAt, finished: false };
    }
    case 'unpaid':
    case 'incomplete':
      return periodOver ? noAccess : { ...noAccess, paymentFailedAt: paymentDueAt(subscription) };
    case 'paused':
      return noAccess;
    case 'canceled':
    case 'incomplete_expired':
      return { ...noAccess, finished: true };
  }
}

/** Access given without Stripe (docs/billing.md, "Access without Stripe"). */
export const accessGrantKinds = [
  /** By an admin, from the user's page; open-ended until an admin ends it. */
  'comp',
  /** To a user who was already here when billing was switched on (BILLING_EXISTING_USERS=trial): the free trial. */
  'trial',
  /** The same with BILLING_EXISTING_USERS=free: open-ended until the user's first checkout. */
  'free',
] as const;
export type AccessGrantKind = (typeof accessGrantKinds)[number];

/** Whether a grant gives access now: 'free' only until the user has a subscription of their own. */
function grantGrants(grant: AccessGrant, hasSubscriptions: boolean, now: Date): boolean {
  if (grant.kind === 'free' && hasSubscriptions) return false;
  return grant.endsAt === null || timeOf(grant.endsAt) > now.getTime();
}

/** A user's free trial is used once a subscription of theirs had one, or they were given the trial without Stripe. */
export function trialUsed(
  subscriptions: readonly Pick<SubscriptionRecord, 'trialEnd'>[],
  grant: AccessGrant | null,
): boolean {
  return grant?.kind === 'trial' || subscriptions.some((subscription) => subscription.trialEnd !== null);
}

/** What a user's profile stores of their access (recomputed whenever a subscription or a grant changes). */
export interface ProfileAccess {
  /** 'paid' while a subscription or a grant gives access. */
  subscription: Subscription;
  /** While paid: when that access lapses by itself (the latest end among what grants it); null: open-ended. */
  accessEndsAt: string | null;
  /** The newest outstanding failed payment of a subscription not yet finished: the banner shows while it is set. */
  paymentFailedAt: string | null;
  trialUsed: boolean;
}

export interface PlanInputs {
  subscriptions: readonly SubscriptionDates[];
  grant: AccessGrant | null;
  now: Date;
  graceDays: number;
}

/** Combines a user's subscriptions and grant into what the profile stores. */
export function profileAccess({ subscriptions, grant, now, graceDays }: PlanInputs): ProfileAccess {
  const accesses = subscriptions.map((subscription) => subscriptionAccess(subscription, now, graceDays));
  const ends = accesses.filter((access) => access.grants).map((access) => access.endsAt);
  if (grant && grantGrants(grant, subscriptions.length > 0, now)) ends.push(grant.endsAt);
  const failures = accesses.flatMap((access) => (access.paymentFailedAt ? [access.paymentFailedAt] : []));
  return {
    subscription: ends.length > 0 ? 'paid' : 'free-trial',
    accessEndsAt: ends.length === 0 || ends.includes(null) ? null : (ends as string[]).reduce(later),
    paymentFailedAt: failures.length > 0 ? failures.reduce(later) : null,
    trialUsed: trialUsed(subscriptions, grant),
  };
}

/**
 * The plan a profile gives now: what was stored ('paid' with the moment it lapses by itself) read at `now`, so a
 * grace period or a cancelled period ends on time without anything being written.
 */
export function planAt(stored: { subscription: Subscription; accessEndsAt: string | null }, now: Date): Subscription {
  if (stored.subscription !== 'paid') return 'free-trial';
  return stored.accessEndsAt === null || timeOf(stored.accessEndsAt) > now.getTime() ? 'paid' : 'free-trial';
}

/**
 * Why checkout must not start another subscription: one is running ('live'), one is cancelled but still in its
 * period ('resumable'), or one waits for a payment ('payment-due'); null when every subscription is finished.
 */
export type CheckoutBlock = 'live' | 'resumable' | 'payment-due';

export function checkoutBlock(
  subscriptions: readonly SubscriptionDates[],
  now: Date,
  graceDays: number,
): CheckoutBlock | null {
  const open = subscriptions.filter((subscription) => !subscriptionAccess(subscription, now, graceDays).finished);
  if (open.some((subscription) => !['trialing', 'active'].includes(subscription.status))) return 'payment-due';
  if (open.some((subscription) => isCanceled(subscription))) return 'resumable';
  return open.length > 0 ? 'live' : null;
}

/**
 * Whether a subscription will renew, and charge, at its period end: not finished, not set to cancel, and not waiting
 * for its first payment (Stripe lets an incomplete one expire by itself). A ban stops these.
 */
export function willRenew(subscription: SubscriptionDates, now: Date, graceDays: number): boolean {
  return (
    !isCanceled(subscription) &&
    subscription.status !== 'incomplete' &&
    !subscriptionAccess(subscription, now, graceDays).finished
  );
}

/** Whether a cancelled subscription can be resumed: cancelled at period end, not ended, still in its period. */
export function isResumable(subscription: SubscriptionDates, now: Date): boolean {
  return (
    subscription.cancelAtPeriodEnd &&
    subscription.status !== 'canceled' &&
    subscription.status !== 'incomplete_expired' &&
    timeOf(accessEndsAt(subscription)) > now.getTime()
  );
}

/** Why a user has no access, for the plans page: what ended, and on which day. */
export interface AccessEnded {
  kind: 'period-ended' | 'payment-failed' | 'trial-ended' | 'canceled';
  on: string;
}

/** Whether a subscription's current period is its trial (Stripe makes the trial the first period). */
function inTrialPeriod(subscription: SubscriptionDates): boolean {
  return (
    subscription.trialEnd !== null &&
    (subscription.currentPeriodEnd === null || timeOf(subscription.trialEnd) >= timeOf(subscription.currentPeriodEnd))
  );
}

function whySubscriptionEnded(subscription: SubscriptionDates): AccessEnded {
  switch (subscription.status) {
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
    case 'incomplete_expired':
      return { kind: 'payment-failed', on: paymentDueAt(subscription) };
    case 'paused':
      // Stripe pauses a subscription whose trial ended without a card to charge.
      return { kind: 'trial-ended', on: subscription.trialEnd ?? subscription.updatedAt };
    default:
      // Ended at Stripe before its period was over (not set to cancel at the period end): on the day it was cancelled.
      if (subscription.status === 'canceled' && !subscription.cancelAtPeriodEnd) {
        return { kind: 'canceled', on: subscription.canceledAt ?? subscription.updatedAt };
      }
      return { kind: inTrialPeriod(subscription) ? 'trial-ended' : 'period-ended', on: accessEndsAt(subscription) };
  }
}

/**
 * Why a user who has no access lost it, from their newest subscription (by creation) or their grant, whichever
 * ended last; null while they have access, or when they never had any.
 */
export function whyAccessEnded(
  inputs: PlanInputs & { subscriptions: readonly (SubscriptionDates & Pick<SubscriptionRecord, 'createdAt'>)[] },
): AccessEnded | null {
  if (profileAccess(inputs).subscription === 'paid') return null;
  const newest = [...inputs.subscriptions].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt))[0];
  const reasons: AccessEnded[] = newest ? [whySubscriptionEnded(newest)] : [];
  const { grant } = inputs;
  if (grant?.kind === 'trial' && grant.endsAt !== null) reasons.push({ kind: 'trial-ended', on: grant.endsAt });
  return reasons.reduce<AccessEnded | null>(
    (latest, reason) => (latest === null || timeOf(reason.on) > timeOf(latest.on) ? reason : latest),
    null,
  );
}
