import {
  billingTexts,
  checkoutBlock,
  freeTrialDays,
  whyAccessEnded,
  type CouponCheck,
  type ProfileBilling,
  type SubscriptionRecord,
} from '@shutterdesk/core';
import { LogIn, LogOut, Sparkles, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { usePublicConfig } from '@/lib/config';
import { formatLongDate } from '@/lib/local-date';
import { useSession } from '@/lib/session';
import { useSubscriptions } from '@/lib/subscription';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogoutAction } from '@/lib/logout';
import { usePlans } from './api';
import { BillingPortalButton } from './billing-portal-button';
import { CouponForm } from './coupon-form';
import { LoadingPricing, PlanList } from './plan-list';

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
