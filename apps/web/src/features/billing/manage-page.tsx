import {
  accessEndsAt,
  billingTexts,
  formatAmount,
  isCanceled,
  isResumable,
  showsTrialEnd,
  subscriptionStatusLabel,
  trialDaysLeft,
  type SubscriptionRecord,
} from '@shutterdesk/core';
import { CreditCard, RotateCcw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoading } from '@/components/ui/page-loading';
import { isApiError } from '@/lib/api';
import { usePublicConfig } from '@/lib/config';
import { formatLongDate as formatDate } from '@/lib/local-date';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCurrentSubscription } from '@/lib/subscription';
import { useCancelSubscription, useResumeSubscription } from './api';
import { BillingPortalButton } from './billing-portal-button';

const intervalNames: Record<SubscriptionRecord['interval'], string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
};

export default function ManageSubscriptionPage() {
  useDocumentTitle('Subscription');
  const subscription = useCurrentSubscription();
  const billingEnabled = usePublicConfig().data?.billingEnabled === true;

  const failed = subscription.isError;
  useEffect(() => {
    if (failed) notify.error(billingTexts.errors.fetchSubscription);
  }, [failed, subscription.errorUpdatedAt]);

  if (subscription.isPending) return <PageLoading />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-8 sm:pt-12">
      <h1 className="text-3xl font-semibold tracking-tight">Subscription</h1>
      {subscription.isError ? (
        <LoadFailed
          title={billingTexts.errors.fetchSubscription}
          retrying={subscription.isFetching}
          onRetry={() => void subscription.refetch()}
        />
      ) : subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} billingEnabled={billingEnabled} />
      ) : (
        <NoSubscription />
      )}
    </div>
  );
}

function NoSubscription() {
  const trialUsed = useSession().data?.billing.trialUsed === true;
  return (
    <Card className="grid justify-items-center gap-4 p-8 text-center">
      <CreditCard className="size-8 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{billingTexts.noActiveSubscription}</h2>
        <p className="text-sm text-muted-foreground">
          {trialUsed ? 'Pick a plan to start your subscription.' : 'Pick a plan to start your free trial.'}
        </p>
      </div>
      <Link to="/subscription/plans" className={buttonClasses()}>
        {billingTexts.viewPlans}
      </Link>
    </Card>
  );
}

function SubscriptionDetails({
  subscription,
  billingEnabled,
}: {
  subscription: SubscriptionRecord;
  billingEnabled: boolean;
}) {
  const canceled = isCanceled(subscription);
  const now = new Date();
  const endsAt = accessEndsAt(subscription);
  const ended = canceled && new Date(endsAt).getTime() <= now.getTime();
  const status = subscriptionStatusLabel(subscription);
  const trialEnd = showsTrialEnd(subscription) ? subscription.trialEnd : null;

  return (
    <>
      <Card className="grid gap-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm text-muted-foreground">Current subscription</p>
            <h2 className="text-2xl font-semibold tracking-tight wrap-anywhere">{subscription.planName}</h2>
          </div>
          <Badge tone={status === 'Active' || status === 'Trial' ? 'success' : 'neutral'} className="text-sm">
            {status}
          </Badge>
        </div>
        {trialEnd && !canceled && (
          <p className="text-sm">
            Your free trial ends on <strong className="font-semibold">{formatDate(trialEnd)}</strong> (
            {billingTexts.daysLeft(trialDaysLeft(trialEnd, now))}).
          </p>
        )}
        {canceled ? (
          ended ? (
            <Alert tone="danger" title="Your billing period has ended">
              Your subscription ended on {formatDate(endsAt)} and access has been removed. Choose a plan to come back.
            </Alert>
          ) : (
            <Alert title={billingTexts.willCancel}>
              You keep access to every feature until {formatDate(endsAt)}. You will not be charged again.
            </Alert>
          )
        ) : subscription.currentPeriodEnd ? (
          <p className="text-sm text-muted-foreground">
            {subscription.status === 'trialing' ? 'First payment' : 'Renews'} on{' '}
            {formatDate(subscription.currentPeriodEnd)}.
          </p>
        ) : null}
        {ended && (
          <Link to="/subscription/plans" className={buttonClasses({ className: 'w-fit' })}>
            {billingTexts.viewPlans}
          </Link>
        )}
      </Card>

      <Card className="grid gap-4 p-6">
        <h2 className="text-lg font-semibold tracking-tight">Billing details</h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Detail label="Amount">{formatAmount(subscription.amount, subscription.currency)}</Detail>
          <Detail label="Billing interval">{intervalNames[subscription.interval]}</Detail>
          {subscription.currentPeriodStart && subscription.currentPeriodEnd && (
            <Detail label="Current period">
              {formatDate(subscription.currentPeriodStart)} – {formatDate(subscription.currentPeriodEnd)}
            </Detail>
          )}
          <Detail label="Subscribed since">{formatDate(subscription.createdAt)}</Detail>
        </dl>
        {billingEnabled && <BillingPortalButton label="Payment method and invoices" className="w-full sm:w-fit" />}
      </Card>

      {billingEnabled && isResumable(subscription, now) && <ResumeSection subscription={subscription} />}
      {billingEnabled && !canceled && <CancelSection subscription={subscription} />}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** A cancelled subscription still in its period renews again, as before: no new checkout, no new trial. */
function ResumeSection({ subscription }: { subscription: SubscriptionRecord }) {
  const resume = useResumeSubscription();
  const failure = resume.error;
  return (
    <Card className="grid gap-3 p-6">
      <h2 className="text-lg font-semibold tracking-tight">{billingTexts.resume}</h2>
      <p className="text-sm text-muted-foreground">{billingTexts.resumeHint(formatDate(accessEndsAt(subscription)))}</p>
      {failure && (
        <Alert tone="danger" title={isApiError(failure) ? failure.message : billingTexts.errors.resumeFailed}>
          {isApiError(failure, 'SUBSCRIPTION_ENDED') && (
            <Link to="/subscription/plans" className="font-medium text-accent underline-offset-4 hover:underline">
              {billingTexts.viewPlans}
            </Link>
          )}
        </Alert>
      )}
      <Button className="w-full sm:w-fit" loading={resume.isPending} onClick={() => resume.mutate(subscription.id)}>
        {!resume.isPending && <RotateCcw aria-hidden="true" />}
        {resume.isPending ? billingTexts.resuming : billingTexts.resume}
      </Button>
    </Card>
  );
}

function CancelSection({ subscription }: { subscription: SubscriptionRecord }) {
  const cancel = useCancelSubscription();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    cancel.mutate(subscription.id, {
      onSuccess: ({ message }) => {
        setOpen(false);
        notify.success(message);
      },
      // The dialog stays open with the reason, so the user can try again or keep the subscription.
      onError: (error) => setFailure(isApiError(error) ? error.message : billingTexts.errors.cancellationFailed),
    });
  };

  return (
    <Card className="grid gap-3 p-6">
      <h2 className="text-lg font-semibold tracking-tight">Cancel subscription</h2>
      <p className="text-sm text-muted-foreground">
        Cancelling stops the renewal. You keep access until {formatDate(accessEndsAt(subscription))} and are not charged
        again.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (cancel.isPending) return;
          setOpen(next);
          setFailure(null);
        }}
      >
        <Button variant="danger" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
          Cancel subscription
        </Button>
        <DialogContent
          role="alertdialog"
          title="Cancel your subscription?"
          description={`You keep access to every feature until ${formatDate(accessEndsAt(subscription))}. After that, your data stays here, but the app is locked until you choose a plan again.`}
        >
          {failure && <Alert tone="danger" title={failure} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={cancel.isPending}>
                Keep subscription
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={confirm} loading={cancel.isPending}>
              Cancel subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
