import type { SubscriptionRecord } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { subscriptionFacts } from './subscription-facts';

const now = new Date('2026-11-25T12:00:00Z');

function subscription(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    id: 's1',
    stripeSubscriptionId: 'sub_1',
    status: 'active',
    planName: 'Studio Monthly',
    amount: 2900,
    interval: 'month',
    currency: 'usd',
    createdAt: '2026-11-01T12:00:00Z',
    updatedAt: '2026-11-01T12:00:00Z',
    currentPeriodStart: '2026-11-01T12:00:00Z',
    currentPeriodEnd: '2026-12-01T12:00:00Z',
    trialEnd: null,
    canceledAt: null,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

const labels = (facts: { label: string }[]) => facts.map((fact) => fact.label);
const valueOf = (facts: { label: string; value: string }[], label: string) =>
  facts.find((fact) => fact.label === label)?.value;

describe('subscriptionFacts', () => {
  it('shows an active plan with its amount per interval and when it renews', () => {
    const facts = subscriptionFacts(subscription(), now);
    expect(labels(facts)).toEqual(['Status', 'Plan', 'Renews', 'Created']);
    expect(valueOf(facts, 'Status')).toBe('Active');
    expect(valueOf(facts, 'Plan')).toBe('$29 per month · Studio Monthly');
  });

  it('shows the amount in the plan’s own currency, with cents when there are some', () => {
    expect(valueOf(subscriptionFacts(subscription({ amount: 1999, currency: 'eur' }), now), 'Plan')).toBe(
      '€19.99 per month · Studio Monthly',
    );
  });

  it('shows a trial’s end with the days left, rounded up', () => {
    const facts = subscriptionFacts(subscription({ status: 'trialing', trialEnd: '2026-11-27T18:00:00Z' }), now);
    expect(labels(facts)).toEqual(['Status', 'Plan', 'Trial Ends', 'Created']);
    expect(valueOf(facts, 'Status')).toBe('Trial');
    expect(valueOf(facts, 'Trial Ends')).toMatch(/\(3 days left\)$/);
    const lastDay = subscriptionFacts(subscription({ status: 'trialing', trialEnd: '2026-11-26T06:00:00Z' }), now);
    expect(valueOf(lastDay, 'Trial Ends')).toMatch(/\(1 day left\)$/);
  });

  it('says Ends, and Canceled, once cancelled at the period end', () => {
    const facts = subscriptionFacts(subscription({ cancelAtPeriodEnd: true }), now);
    expect(labels(facts)).toEqual(['Status', 'Plan', 'Ends', 'Created']);
    expect(valueOf(facts, 'Status')).toBe('Canceled');
  });

  it('leaves out the period end when there is none', () => {
    expect(labels(subscriptionFacts(subscription({ currentPeriodEnd: null }), now))).toEqual([
      'Status',
      'Plan',
      'Created',
    ]);
  });
});
