import {
  adminTexts,
  billingTexts,
  formatAmount,
  formatDateTime,
  isCanceled,
  subscriptionStatusLabel,
  trialDaysLeft,
  type SubscriptionRecord,
} from '@shutterdesk/core';

export interface SubscriptionFact {
  label: string;
  value: string;
}

/**
 * The Subscription section of a user's details: status and plan; while trialing, when the trial ends and the days
 * left, otherwise when the period renews (or ends, once cancelled); and when it was created.
 */
export function subscriptionFacts(subscription: SubscriptionRecord, now: Date): SubscriptionFact[] {
  const plan = `${formatAmount(subscription.amount, subscription.currency)} ${adminTexts.perInterval(subscription.interval)}`;
  const facts: SubscriptionFact[] = [
    { label: 'Status', value: subscriptionStatusLabel(subscription) },
    { label: 'Plan', value: subscription.planName ? `${plan} · ${subscription.planName}` : plan },
  ];
  if (subscription.status === 'trialing' && subscription.trialEnd) {
    const daysLeft = billingTexts.daysLeft(trialDaysLeft(subscription.trialEnd, now));
    facts.push({ label: 'Trial Ends', value: `${formatDateTime(subscription.trialEnd)} (${daysLeft})` });
  } else if (subscription.currentPeriodEnd) {
    facts.push({
      label: isCanceled(subscription) ? 'Ends' : 'Renews',
      value: formatDateTime(subscription.currentPeriodEnd),
    });
  }
  facts.push({ label: 'Created', value: formatDateTime(subscription.createdAt) });
  return facts;
}
