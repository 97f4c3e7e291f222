import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  checkoutBlock,
  currentSubscription,
  isResumable,
  planAt,
  profileAccess,
  subscriptionAccess,
  subscriptionStatuses,
  subscriptionStatusLabel,
  whyAccessEnded,
  willRenew,
  type SubscriptionStatus,
} from './billing';
import { billingTexts, formatAmount, formatPlanPrice, showsTrialEnd, trialDaysLeft } from './billing-display';
import type { AccessGrant, SubscriptionRecord } from './billing-schemas';

const subscription = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'row-1',
  stripeSubscriptionId: 'sub_1',
  status: 'active',
  planName: 'Basic',
  amount: 1900,
  interval: 'month',
  currency: 'usd',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  trialEnd: null,
  canceledAt: null,
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('subscription status labels', () => {
  it('names the four statuses, Free without a subscription, and the raw status otherwise', () => {
    expect(subscriptionStatusLabel(null)).toBe('Free');
    expect(subscriptionStatusLabel(subscription({ status: 'active' }))).toBe('Active');
    expect(subscriptionStatusLabel(subscription({ status: 'trialing' }))).toBe('Trial');
    expect(subscriptionStatusLabel(subscription({ status: 'past_due' }))).toBe('Past Due');
    expect(subscriptionStatusLabel(subscription({ status: 'canceled' }))).toBe('Canceled');
    expect(subscriptionStatusLabel(subscription({ status: 'incomplete' }))).toBe('incomplete');
  });

  it('shows a cancelled subscription as Canceled whatever its status', () => {
    expect(subscriptionStatusLabel(subscription({ status: 'trialing', cancelAtPeriodEnd: true }))).toBe('Canceled');
    expect(subscriptionStatusLabel(subscription({ status: 'active', canceledAt: '2026-11-05T00:00:00Z' }))).toBe(
      'Canceled',
    );
  });
});

describe('the current subscription among several', () => {
  const byCreation = (row: SubscriptionRecord) => row.createdAt;
  it('is the newest one not canceled, else the newest, else none', () => {
    const old = subscription({ id: 'old', createdAt: '2026-01-01T00:00:00Z' });
    const newerCanceled = subscription({ id: 'newer', status: 'canceled', createdAt: '2026-06-01T00:00:00Z' });
    expect(currentSubscription([newerCanceled, old], byCreation)?.id).toBe('old');
    const oldCanceled = subscription({ id: 'old', status: 'canceled', createdAt: '2026-01-01T00:00:00Z' });
    expect(currentSubscription([oldCanceled, newerCanceled], byCreation)?.id).toBe('newer');
    expect(currentSubscription([], byCreation)).toBeNull();
  });
});

describe('access, one rule per Stripe status', () => {
  // A monthly period from 1 to 31 December; the grace period is 7 days.
  const graceDays = 7;
  const periodStart = '2026-12-01T00:00:00.000Z';
  const periodEnd = '2026-12-31T00:00:00.000Z';
  const graceEnd = '2026-12-08T00:00:00.000Z';
  const inGrace = new Date('2026-12-05T00:00:00Z');
  const afterGrace = new Date('2026-12-10T00:00:00Z');
  const afterPeriod = new Date('2027-01-02T00:00:00Z');
  const row = (status: SubscriptionStatus, cancelled: boolean) =>
    subscription({
      status,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: cancelled,
      canceledAt: cancelled ? '2026-12-02T00:00:00.000Z' : null,
    });

  type Expected = [grants: boolean, endsAt: string | null, paymentFailedAt: string | null, finished: boolean];
  /** status, cancelled at period end, moment -> what the rule says. */
  const table: [SubscriptionStatus, boolean, Date, Expected][] = [
    ['trialing', false, inGrace, [true, null, null, false]],
    ['trialing', false, afterPeriod, [true, null, null, false]],
    ['trialing', true, inGrace, [true, periodEnd, null, false]],
    ['trialing', true, afterPeriod, [false, null, null, true]],
    ['active', false, inGrace, [true, null, null, false]],
    ['active', false, afterPeriod, [true, null, null, false]],
    ['active', true, inGrace, [true, periodEnd, null, false]],
    ['active', true, afterPeriod, [false, null, null, true]],
    ['past_due', false, inGrace, [true, graceEnd, periodStart, false]],
    ['past_due', false, afterGrace, [false, null, periodStart, false]],
    ['past_due', false, afterPeriod, [false, null, periodStart, false]],
    ['past_due', true, inGrace, [true, graceEnd, periodStart, false]],
    ['past_due', true, afterGrace, [false, null, periodStart, false]],
    ['past_due', true, afterPeriod, [false, null, null, true]],
    ['unpaid', false, inGrace, [false, null, periodStart, false]],
    ['unpaid', false, afterPeriod, [false, null, periodStart, false]],
    ['unpaid', true, inGrace, [false, null, periodStart, false]],
    ['unpaid', true, afterPeriod, [false, null, null, true]],
    ['incomplete', false, inGrace, [false, null, periodStart, false]],
    ['incomplete', false, afterPeriod, [false, null, periodStart, false]],
    ['incomplete', true, afterPeriod, [false, null, null, true]],
    ['incomplete_expired', false, inGrace, [false, null, null, true]],
    ['incomplete_expired', true, afterPeriod, [false, null, null, true]],
    ['paused', false, inGrace, [false, null, null, false]],
    ['paused', false, afterPeriod, [false, null, null, false]],
    ['paused', true, afterPeriod, [false, null, null, true]],
    ['canceled', false, inGrace, [false, null, null, true]],
    ['canceled', true, inGrace, [false, null, null, true]],
    ['canceled', true, afterPeriod, [false, null, null, true]],
  ];

  it('covers every status', () => {
    expect(new Set(table.map(([status]) => status))).toEqual(new Set(subscriptionStatuses));
  });

  it.each(table)('%s, cancelled %s, at %s', (status, cancelled, now, [grants, endsAt, paymentFailedAt, finished]) => {
    expect(subscriptionAccess(row(status, cancelled), now, graceDays)).toEqual({
      grants,
      endsAt,
      paymentFailedAt,
      finished,
    });
  });

  it('ends a cancelled past-due subscription at its period end when that comes before the grace end', () => {
    const shortPeriod = subscription({
      status: 'past_due',
      currentPeriodStart: periodStart,
      currentPeriodEnd: '2026-12-04T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
    expect(subscriptionAccess(shortPeriod, new Date('2026-12-03T00:00:00Z'), graceDays).endsAt).toBe(
      '2026-12-04T00:00:00.000Z',
    );
  });

  it('counts the grace period from the last update when Stripe gave no period start', () => {
    const noPeriod = subscription({ status: 'past_due', currentPeriodStart: null, updatedAt: periodStart });
    expect(subscriptionAccess(noPeriod, inGrace, graceDays)).toMatchObject({ grants: true, endsAt: graceEnd });
    expect(subscriptionAccess(noPeriod, inGrace, 3)).toMatchObject({ grants: false });
  });

  it('ends a cancelled subscription at the period end, else the trial end, else the last update', () => {
    expect(accessEndsAt(subscription())).toBe('2026-12-01T00:00:00.000Z');
    expect(accessEndsAt(subscription({ currentPeriodEnd: null, trialEnd: '2026-11-08T00:00:00Z' }))).toBe(
      '2026-11-08T00:00:00Z',
    );
    expect(accessEndsAt(subscription({ currentPeriodEnd: null }))).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('a profile’s access, from its subscriptions and its grant', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  const graceDays = 7;
  const access = (subscriptions: SubscriptionRecord[], grant: AccessGrant | null = null) =>
    profileAccess({ subscriptions, grant, now, graceDays });

  it('is free-trial without anything that grants, paid and open-ended with a running subscription', () => {
    expect(access([])).toEqual({
      subscription: 'free-trial',
      accessEndsAt: null,
      paymentFailedAt: null,
      trialUsed: false,
    });
    expect(access([subscription()])).toEqual({
      subscription: 'paid',
      accessEndsAt: null,
      paymentFailedAt: null,
      trialUsed: false,
    });
  });

  it('lasts until the latest end among what grants it, and is open-ended when anything is', () => {
    const cancelled = subscription({ cancelAtPeriodEnd: true });
    const trialGrant: AccessGrant = { kind: 'trial', endsAt: '2026-12-20T00:00:00.000Z' };
    expect(access([cancelled]).accessEndsAt).toBe('2026-12-01T00:00:00.000Z');
    expect(access([cancelled], trialGrant).accessEndsAt).toBe('2026-12-20T00:00:00.000Z');
    expect(access([cancelled], { kind: 'comp', endsAt: null })).toMatchObject({
      subscription: 'paid',
      accessEndsAt: null,
    });
  });

  it('gives a grant access until it ends; a free grant only until the user’s first subscription', () => {
    expect(access([], { kind: 'trial', endsAt: '2026-11-27T00:00:00.000Z' })).toMatchObject({
      subscription: 'paid',
      accessEndsAt: '2026-11-27T00:00:00.000Z',
      trialUsed: true,
    });
    expect(access([], { kind: 'trial', endsAt: '2026-11-19T00:00:00.000Z' }).subscription).toBe('free-trial');
    expect(access([], { kind: 'free', endsAt: null })).toMatchObject({ subscription: 'paid', trialUsed: false });
    const ended = subscription({ status: 'canceled' });
    expect(access([ended], { kind: 'free', endsAt: null }).subscription).toBe('free-trial');
  });

  it('carries the newest failed payment of a subscription not finished, for the banner', () => {
    const failed = subscription({ status: 'past_due', currentPeriodStart: '2026-11-15T00:00:00.000Z' });
    expect(access([failed])).toMatchObject({
      subscription: 'paid',
      accessEndsAt: '2026-11-22T00:00:00.000Z',
      paymentFailedAt: '2026-11-15T00:00:00.000Z',
    });
    const beyondGrace = subscription({ status: 'past_due', currentPeriodStart: '2026-11-01T00:00:00.000Z' });
    expect(access([beyondGrace])).toMatchObject({
      subscription: 'free-trial',
      paymentFailedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('knows the trial is used once any subscription had one', () => {
    expect(access([subscription({ status: 'canceled', trialEnd: '2026-01-08T00:00:00Z' })]).trialUsed).toBe(true);
  });

  it('reads a stored plan at a moment: paid only until its end', () => {
    const stored = { subscription: 'paid', accessEndsAt: '2026-11-22T00:00:00.000Z' } as const;
    expect(planAt(stored, now)).toBe('paid');
    expect(planAt(stored, new Date('2026-11-22T00:00:00Z'))).toBe('free-trial');
    expect(planAt({ subscription: 'paid', accessEndsAt: null }, now)).toBe('paid');
    expect(planAt({ subscription: 'free-trial', accessEndsAt: null }, now)).toBe('free-trial');
  });
});

describe('a second checkout', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  const block = (...rows: SubscriptionRecord[]) => checkoutBlock(rows, now, 7);

  it('is refused while a subscription is running, cancelled but in its period, or waiting for a payment', () => {
    expect(block()).toBeNull();
    expect(block(subscription())).toBe('live');
    expect(block(subscription({ cancelAtPeriodEnd: true }))).toBe('resumable');
    for (const status of ['past_due', 'unpaid', 'incomplete', 'paused'] as const) {
      expect(block(subscription({ status }))).toBe('payment-due');
    }
    expect(block(subscription({ status: 'canceled' }), subscription({ status: 'past_due' }))).toBe('payment-due');
  });

  it('is allowed once every subscription is finished', () => {
    const over = subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-11-19T00:00:00.000Z' });
    expect(
      block(subscription({ status: 'canceled' }), subscription({ status: 'incomplete_expired' }), over),
    ).toBeNull();
  });

  it('knows which subscriptions will renew and charge again, so a ban can stop them', () => {
    expect(willRenew(subscription(), now, 7)).toBe(true);
    expect(willRenew(subscription({ status: 'past_due' }), now, 7)).toBe(true);
    expect(willRenew(subscription({ cancelAtPeriodEnd: true }), now, 7)).toBe(false);
    for (const status of ['canceled', 'incomplete', 'incomplete_expired'] as const) {
      expect(willRenew(subscription({ status }), now, 7)).toBe(false);
    }
  });

  it('offers resume only for a subscription set to cancel and still in its period', () => {
    expect(isResumable(subscription({ cancelAtPeriodEnd: true }), now)).toBe(true);
    expect(isResumable(subscription(), now)).toBe(false);
    expect(isResumable(subscription({ cancelAtPeriodEnd: true, status: 'canceled' }), now)).toBe(false);
    expect(isResumable(subscription({ cancelAtPeriodEnd: true }), new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('why access ended', () => {
  const now = new Date('2027-01-10T00:00:00Z');
  const why = (subscriptions: SubscriptionRecord[], grant: AccessGrant | null = null) =>
    whyAccessEnded({ subscriptions, grant, now, graceDays: 7 });
  const december = { currentPeriodStart: '2026-12-01T00:00:00.000Z', currentPeriodEnd: '2026-12-31T00:00:00.000Z' };

  it('is nothing while the user has access, or never had any', () => {
    expect(why([])).toBeNull();
    expect(why([subscription({ ...december, currentPeriodEnd: '2027-01-31T00:00:00.000Z' })])).toBeNull();
    expect(why([], { kind: 'comp', endsAt: null })).toBeNull();
  });

  it('names the period end, the failed payment, the trial end or the cancellation', () => {
    expect(why([subscription({ ...december, cancelAtPeriodEnd: true })])).toEqual({
      kind: 'period-ended',
      on: '2026-12-31T00:00:00.000Z',
    });
    expect(why([subscription({ ...december, status: 'canceled', cancelAtPeriodEnd: true })])).toEqual({
      kind: 'period-ended',
      on: '2026-12-31T00:00:00.000Z',
    });
    for (const status of ['past_due', 'unpaid', 'incomplete_expired'] as const) {
      expect(why([subscription({ ...december, status })])).toEqual({
        kind: 'payment-failed',
        on: '2026-12-01T00:00:00.000Z',
      });
    }
    const trial = { trialEnd: '2026-12-08T00:00:00.000Z', currentPeriodEnd: '2026-12-08T00:00:00.000Z' };
    expect(why([subscription({ ...trial, status: 'canceled', cancelAtPeriodEnd: true })])).toEqual({
      kind: 'trial-ended',
      on: '2026-12-08T00:00:00.000Z',
    });
    expect(why([subscription({ ...december, status: 'canceled', canceledAt: '2026-12-15T00:00:00.000Z' })])).toEqual({
      kind: 'canceled',
      on: '2026-12-15T00:00:00.000Z',
    });
    // Ended by Stripe in the middle of its trial: cancelled that day, not a trial that ran out.
    const midTrial = { ...trial, status: 'canceled', canceledAt: '2026-12-03T00:00:00.000Z' } as const;
    expect(why([subscription(midTrial)])).toEqual({ kind: 'canceled', on: '2026-12-03T00:00:00.000Z' });
    expect(why([], { kind: 'trial', endsAt: '2027-01-05T00:00:00.000Z' })).toEqual({
      kind: 'trial-ended',
      on: '2027-01-05T00:00:00.000Z',
    });
  });

  it('tells of the newest subscription, or the grant when that ended later', () => {
    const older = subscription({ ...december, status: 'canceled', createdAt: '2026-01-01T00:00:00Z' });
    const newer = subscription({ ...december, status: 'unpaid', createdAt: '2026-06-01T00:00:00Z' });
    expect(why([older, newer])?.kind).toBe('payment-failed');
    expect(why([newer], { kind: 'trial', endsAt: '2027-01-05T00:00:00.000Z' })?.kind).toBe('trial-ended');
  });
});

describe('trial display', () => {
  it('counts days left rounded up, never below 0', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(trialDaysLeft('2026-11-27T12:00:00Z', now)).toBe(7);
    expect(trialDaysLeft('2026-11-21T00:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-19T00:00:00Z', now)).toBe(0);
  });

  it('hides the trial end once it is on or before the period end and the status is not trialing', () => {
    const trial = { trialEnd: '2026-11-08T00:00:00Z', currentPeriodEnd: '2026-12-08T00:00:00Z' };
    expect(showsTrialEnd(subscription({ ...trial, status: 'active' }))).toBe(false);
    expect(showsTrialEnd(subscription({ ...trial, status: 'trialing' }))).toBe(true);
    expect(showsTrialEnd(subscription({ trialEnd: null }))).toBe(false);
  });
});

describe('amounts', () => {
  it('shows the amount in its currency, cents only when there are some, or Free on the plans page', () => {
    expect(formatPlanPrice({ amount: 1999, currency: 'usd' })).toBe('$19.99');
    expect(formatPlanPrice({ amount: 2900, currency: 'usd' })).toBe('$29');
    expect(formatPlanPrice({ amount: 0, currency: 'usd' })).toBe('Free');
    expect(formatPlanPrice({ amount: 1_200_000, currency: 'usd' })).toBe('$12,000');
    expect(formatAmount(950, 'eur')).toBe('€9.50');
    expect(formatAmount(1900, 'gbp')).toBe('£19');
    expect(formatAmount(1905, 'cad')).toBe('CA$19.05');
    expect(formatAmount(0, 'usd')).toBe('$0');
  });

  it('reads a zero-decimal currency as whole units, as Stripe gives it', () => {
    expect(formatAmount(500, 'jpy')).toBe('¥500');
    expect(formatPlanPrice({ amount: 12_000, currency: 'krw' })).toBe('₩12,000');
  });
});

describe('days left', () => {
  it('says one day in the singular', () => {
    expect(billingTexts.daysLeft(1)).toBe('1 day left');
    expect(billingTexts.daysLeft(2)).toBe('2 days left');
    expect(billingTexts.daysLeft(0)).toBe('0 days left');
  });
});
