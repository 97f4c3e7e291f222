import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  currentSubscription,
  formatAmount,
  formatPlanPrice,
  grantsAccess,
  showsTrialEnd,
  subscriptionStatusLabel,
  trialDaysLeft,
  type SubscriptionRecord,
} from './billing';

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

describe('access', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  it('is given while trialing or active, and after cancelling only until the period end', () => {
    expect(grantsAccess(subscription({ status: 'trialing' }), now)).toBe(true);
    expect(grantsAccess(subscription({ status: 'past_due' }), now)).toBe(false);
    expect(grantsAccess(subscription({ status: 'canceled' }), now)).toBe(false);
    expect(grantsAccess(subscription({ cancelAtPeriodEnd: true }), now)).toBe(true);
    expect(grantsAccess(subscription({ cancelAtPeriodEnd: true }), new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('ends at the period end, else the trial end, else the last update', () => {
    expect(accessEndsAt(subscription())).toBe('2026-12-01T00:00:00.000Z');
    expect(accessEndsAt(subscription({ currentPeriodEnd: null, trialEnd: '2026-11-08T00:00:00Z' }))).toBe(
      '2026-11-08T00:00:00Z',
    );
    expect(accessEndsAt(subscription({ currentPeriodEnd: null }))).toBe('2026-11-02T00:00:00.000Z');
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
  it('shows whole dollars or Free on the plans page and two decimals in USD on the manage page', () => {
    expect(formatPlanPrice(1999)).toBe('$19');
    expect(formatPlanPrice(0)).toBe('Free');
    expect(formatPlanPrice(1_200_000)).toBe('$12,000');
    expect(formatAmount(1999)).toBe('$19.99');
    expect(formatAmount(0)).toBe('$0.00');
  });
});
