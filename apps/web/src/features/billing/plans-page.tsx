import {
  billingTexts,
  checkoutBlock,
  formatPlanPrice,
  freeTrialDays,
  whyAccessEnded,
  type CheckoutBlock,
  type CouponCheck,
  type Plan,
  type ProfileBilling,
  type SubscriptionRecord,
} from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { Check, LogIn, LogOut, Sparkles, TicketPercent, UserPlus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { isApiError, type ApiError } from '../../lib/api';
import { usePublicConfig } from '../../lib/config';
import { formatLongDate } from '../../lib/local-date';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useSubscriptions } from '../../lib/subscription';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLogoutAction } from '../../lib/logout';
import { useCheckCoupon, usePlans, useStartCheckout } from './api';
import { BillingPortalButton } from './billing-portal-button';

/** What every plan includes: the product is one plan with different billing periods. */
const included = [
  'Client checklists and the lead tracker',
  'Business routines with points',
  'Reminders and the post helper',
];

export default function PlansPage() {
  useDocumentTitle('Plans');
  const profile = useSession().data ?? null;
  const config = usePublicConfig();
  const billingEnabled = config.data?.billingEnabled === true;
  const plans = usePlans({ enabled: billingEnabled });
  const paid = profile?.subscription === 'paid';
  // A signed-in user's earlier subscriptions say why access ended and whether checkout would be refused.
  const subscriptions = useSubscriptions({ enabled: billingEnabled && profile !== null && !paid });
  const trialUsed = profile?.billing.trialUsed === true;
  const graceDays = config.data?.graceDays ?? 0;
  const block = subscriptions.data ? checkoutBlock(subscriptions.data, new Date(), graceDays) : null;
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const [visitorDialogOpen, setVisitorDialogOpen] = useState(false);

  return (
    <div className="flex w-full flex-col gap-8 py-6 sm:py-8">
      <AccountActions signedIn={profile !== null} />

      <header className="grid justify-items-center gap-3 text-center">
        {!trialUsed && (
          <p className="inline-flex items-center gap-2 text-sm font-medium text-accent">
            <Sparkles className="size-4" aria-hidden="true" />
            {freeTrialDays}-day free trial on every plan
          </p>
        )}
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {paid ? billingTexts.subscribed : billingTexts.choosePlan}
        </h1>
        {paid && (
          <Link to="/subscription/manage" className={buttonClasses({ variant: 'secondary' })}>
            {billingTexts.manageSubscriptionLink}
          </Link>
        )}
      </header>

      {config.isPending ? (
        <LoadingPricing />
      ) : !billingEnabled ? (
        <Alert className="mx-auto w-full max-w-xl">{billingTexts.billingDisabled}</Alert>
      ) : (
        <>
          {profile && !paid && subscriptions.data && (
            <AccessEndedNotice
              billing={profile.billing}
              subscriptions={subscriptions.data}
              graceDays={graceDays}
              paymentDue={block === 'payment-due'}
            />
          )}
          {profile && !paid && <CouponForm applied={coupon} onChange={setCoupon} />}
          <PlanList
            query={plans}
            paid={paid}
            coupon={coupon}
            signedIn={profile !== null}
            block={block}
            onVisitorChoice={() => setVisitorDialogOpen(true)}
          />
          <p className="text-center text-sm text-pretty text-muted-foreground">
            {paid ? billingTexts.paidFooter : trialUsed ? billingTexts.trialUsedFooter : billingTexts.unpaidFooter}
          </p>
        </>
      )}

      <VisitorDialog open={visitorDialogOpen} onOpenChange={setVisitorDialogOpen} />
    </div>
  );
}

/**
 * For a signed-in user whose access ended: what ended and when (whyAccessEnded: the latest subscription or grant),
 * and what to do. A subscription still waiting for a payment is paid in the billing portal, not bought again.
 */
function AccessEndedNotice({
  billing,
  subscriptions,
  graceDays,
  paymentDue,
}: {
  billing: ProfileBilling;
  subscriptions: SubscriptionRecord[];
  graceDays: number;
  paymentDue: boolean;
}) {
  const reason = whyAccessEnded({ subscriptions, grant: billing.grant, now: new Date(), graceDays });
  if (!reason) return null;
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-start gap-3">
      <Alert className="w-full" title={billingTexts.accessEnded[reason.kind](formatLongDate(reason.on))}>
        {paymentDue ? billingTexts.refusals.paymentDue : billingTexts.choosePlanToContinue}
      </Alert>
      {paymentDue && <BillingPortalButton label={billingTexts.updateCard} />}
    </div>
  );
}

/** Login and Register for a visitor; Logout for a signed-in user, who may have been sent here by the guard. */
function AccountActions({ signedIn }: { signedIn: boolean }) {
  const { logout, isPending } = useLogoutAction();
  return (
    <div className="flex justify-end gap-2">
      {signedIn ? (
        <Button variant="ghost" size="sm" onClick={logout} loading={isPending}>
          {!isPending && <LogOut aria-hidden="true" />}
          Logout
        </Button>
      ) : (
        <>
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <LogIn aria-hidden="true" />
            Login
          </Link>
          <Link to="/register" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <UserPlus aria-hidden="true" />
            Register
          </Link>
        </>
      )}
    </div>
  );
}

function LoadingPricing() {
  return (
    <p role="status" className="text-center text-sm text-muted-foreground">
      {billingTexts.loadingPricing}
    </p>
  );
}

function PlanList({
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
  const checkout = useStartCheckout();
  const queryClient = useQueryClient();
  // Back from Stripe's page through the browser's history: the page may come from the back-forward cache with the
  // button still busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && checkout.reset();
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, [checkout]);

  const failed = query.isError;
  useEffect(() => {
    if (failed) notify.error(billingTexts.errors.fetchPlans);
  }, [failed, query.errorUpdatedAt]);

  if (query.isPending) return <LoadingPricing />;
  if (query.isError) {
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
  if (query.data.length === 0) {
    return <p className="text-center text-sm text-muted-foreground">{billingTexts.noPlans}</p>;
  }

  const choose = (plan: Plan) => {
    if (!signedIn) return onVisitorChoice();
    checkout.mutate(
      { priceId: plan.priceId, ...(coupon ? { couponCode: coupon.code } : {}) },
      {
        // Stripe's hosted page takes it from here; the button stays busy until the browser has left.
        onSuccess: (session) => window.location.assign(session.url),
        onError: (error) => {
          if (isRefusal(error)) {
            // Another tab may have subscribed meanwhile: the page reads the plan and the subscriptions again.
            void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
            void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions });
            return;
          }
          notify.error(
            isApiError(error) && error.status === 401
              ? billingTexts.errors.notAuthenticated
              : isApiError(error)
                ? error.message
                : billingTexts.errors.checkoutFailed,
          );
        },
      },
    );
  };

  const busyPriceId = checkout.isPending || checkout.isSuccess ? checkout.variables?.priceId : undefined;
  const refusal = isRefusal(checkout.error) ? checkout.error : null;
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

/**
 * The answers that refuse a checkout for a reason the user can act on: a subscription of theirs is not finished
 * (resume it, or pay it, instead), or another tab is starting one. Shown whole, with the way forward.
 */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error, 'ALREADY_SUBSCRIBED') || isApiError(error, 'CHECKOUT_IN_PROGRESS');
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

/** A code an admin handed out: checked on the server, then sent with the checkout. */
function CouponForm({
  applied,
  onChange,
}: {
  applied: CouponCheck | null;
  onChange: (coupon: CouponCheck | null) => void;
}) {
  const check = useCheckCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a coupon code');
    setError(undefined);
    check.mutate(code.trim(), {
      onSuccess: onChange,
      onError: (failure) =>
        setError(isApiError(failure) ? failure.message : 'We could not check the code. Check your connection.'),
    });
  };

  if (applied) {
    return (
      <Alert tone="success" className="mx-auto w-full max-w-xl" title={`${applied.discountPercentage}% off applied`}>
        <span className="wrap-anywhere">
          {applied.name} ({applied.code}).{' '}
          <button
            type="button"
            className="font-medium text-accent underline-offset-4 hover:underline"
            onClick={() => {
              onChange(null);
              setCode('');
            }}
          >
            Remove
          </button>
        </span>
      </Alert>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="mx-auto flex w-full max-w-xl items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-6.5" loading={check.isPending}>
        Apply
      </Button>
    </form>
  );
}

function VisitorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={billingTexts.visitorDialogTitle}
        description={`Log in or create an account to start your ${freeTrialDays}-day free trial.`}
      >
        <DialogFooter>
          <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
            Login
          </Link>
          <Link to="/register" className={buttonClasses()}>
            Register
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
