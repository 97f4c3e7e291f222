import {
  accessEndsAt,
  billingTexts,
  isCanceled,
  showsTrialEnd,
  subscriptionStatusLabel,
  trialDaysLeft,
} from '@shutterdesk/core';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/config';
import { formatLongDate as formatDate } from '@/lib/local-date';
import { useCurrentSubscription } from '@/lib/subscription';

/** A summary of the subscription, with the way to the manage screen. */
export function SubscriptionSection() {
  const config = usePublicConfig();
  const billingEnabled = config.data?.billingEnabled === true;
  const subscription = useCurrentSubscription({ enabled: billingEnabled });

  if (config.isPending || (billingEnabled && subscription.isPending)) {
    return <p className="text-sm text-muted-foreground">Loading…</p>;
  }
  if (!billingEnabled) return <p className="text-sm text-muted-foreground">{billingTexts.billingDisabled}</p>;
  if (subscription.isError) return <p className="text-sm text-danger">{billingTexts.errors.fetchSubscription}</p>;

  const current = subscription.data;
  if (!current) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium">{billingTexts.noActiveSubscription}</p>
        <Link to="/subscription/plans" className={buttonClasses({ size: 'sm' })}>
          {billingTexts.viewPlans}
        </Link>
      </div>
    );
  }
  const status = subscriptionStatusLabel(current);
  const now = new Date();
  const trialEnd = showsTrialEnd(current) && !isCanceled(current) ? current.trialEnd : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-semibold wrap-anywhere">{current.planName}</p>
        <Badge tone={status === 'Active' || status === 'Trial' ? 'success' : 'neutral'}>{status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {isCanceled(current)
          ? `Access until ${formatDate(accessEndsAt(current))}.`
          : trialEnd
            ? `Free trial until ${formatDate(trialEnd)} (${billingTexts.daysLeft(trialDaysLeft(trialEnd, now))}).`
            : current.currentPeriodEnd
              ? `Renews on ${formatDate(current.currentPeriodEnd)}.`
              : null}
      </p>
      <Link
        to="/subscription/manage"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'w-fit' })}
      >
        {billingTexts.manageSubscriptionButton}
      </Link>
    </div>
  );
}
