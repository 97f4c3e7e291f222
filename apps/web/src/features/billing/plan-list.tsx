import { billingTexts, formatPlanPrice, type CheckoutBlock, type CouponCheck, type Plan } from '@shutterdesk/core';
import { Check, TicketPercent } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError, type ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import type { usePlans } from './api';
import { BillingPortalButton } from './billing-portal-button';
import { usePlanCheckout } from './use-plan-checkout';

/** What every plan includes: the product is one plan with different billing periods. */
const included = [
  'Client checklists and the lead tracker',
  'Business routines with points',
  'Reminders and the post helper',
];

export function LoadingPricing() {
  return (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {billingTexts.loadingPricing}
    </p>
  );
}

/** The plans with their prices and the way to each, or why they cannot be shown. */
export function PlanList({
  query,
  paid,
  coupon,
  signedIn,
  block,
  onVisitorChoice,
}: {
  query: ReturnType<typeof usePlans>;
  paid: boolean;
  coupon: CouponCheck | null;
  signedIn: boolean;
  /** Why checkout would be refused, from the user's subscriptions: says which way forward a refusal offers. */
  block: CheckoutBlock | null;
  onVisitorChoice: () => void;
}) {
  const { choose, busyPriceId, refusal } = usePlanCheckout({ signedIn, coupon, onVisitorChoice });
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify.error(billingTexts.errors.fetchPlans);
  }, [failed, query.errorUpdatedAt]);

  if (query.isPending) return <LoadingPricing />;
  if (query.isError) return <PlansLoadFailed query={query} />;
  if (query.data.length === 0) {
    return <p className="text-center text-sm text-muted-foreground">{billingTexts.noPlans}</p>;
  }
  return (
    <>
      {refusal && <CheckoutRefusal refusal={refusal} paymentDue={block === 'payment-due'} />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:justify-center">
        {query.data.map((plan) => (
          <li key={plan.priceId} className="min-w-0">
            <PlanCard
              plan={plan}
              paid={paid}
              coupon={coupon}
              busy={busyPriceId === plan.priceId}
              disabled={busyPriceId !== undefined}
              onChoose={() => choose(plan)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function PlansLoadFailed({ query }: { query: ReturnType<typeof usePlans> }) {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-start gap-3">
      <Alert tone="danger" title={billingTexts.errors.fetchPlans} className="w-full">
        {isApiError(query.error) ? billingTexts.errors.fetchPricing(query.error.status) : 'Check your connection.'}
      </Alert>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
        Try again
      </Button>
    </div>
  );
}

function CheckoutRefusal({ refusal, paymentDue }: { refusal: ApiError; paymentDue: boolean }) {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-start gap-3">
      <Alert tone="danger" className="w-full" title={refusal.message} />
      {isApiError(refusal, 'ALREADY_SUBSCRIBED') && (
        <div className="flex flex-wrap gap-2">
          {paymentDue && <BillingPortalButton label={billingTexts.updateCard} />}
          <Link to="/subscription/manage" className={buttonClasses({ variant: 'secondary' })}>
            {billingTexts.manageSubscriptionLink}
          </Link>
        </div>
      )}
    </div>
  );
}

function PlanCard({
  plan,
  paid,
  coupon,
  busy,
  disabled,
  onChoose,
}: {
  plan: Plan;
  paid: boolean;
  coupon: CouponCheck | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <Card className="flex h-full flex-col gap-5 p-6">
      <div className="grid gap-2">
        <h2 className="text-lg font-semibold tracking-tight wrap-anywhere">{plan.name}</h2>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight tabular-nums">{formatPlanPrice(plan)}</span>
          <span className="text-sm text-muted-foreground">/{plan.interval}</span>
        </p>
        {coupon && plan.amount > 0 && (
          <Badge tone="success" className="w-fit whitespace-normal! wrap-anywhere">
            <TicketPercent aria-hidden="true" />
            {coupon.discountPercentage}% off with {coupon.code}
          </Badge>
        )}
      </div>
      <ul className="grid gap-2 text-sm">
        {included.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        // A long plan name wraps instead of pushing the card wider than a phone (`!`: over the button's one line).
        className="mt-auto h-auto! min-h-10 w-full py-2 whitespace-normal! wrap-anywhere"
        onClick={onChoose}
        loading={busy}
        disabled={paid || disabled}
      >
        {paid ? billingTexts.subscribedButton : busy ? billingTexts.processing : billingTexts.getPlan(plan.name)}
      </Button>
    </Card>
  );
}
