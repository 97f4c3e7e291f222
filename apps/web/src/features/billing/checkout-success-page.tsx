import { billingTexts } from '@shutterdesk/core';
import { CircleCheck, LifeBuoy, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api';
import { usePublicConfig } from '@/lib/config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCheckoutSession } from './api';

/** Where Stripe sends the browser after Pay: the checkout is read (and the subscription with it) before thanking. */
export default function CheckoutSuccessPage() {
  useDocumentTitle(billingTexts.paymentSuccessful);
  const sessionId = useSearchParams()[0].get('session_id');
  const checkout = useCheckoutSession(sessionId);

  if (sessionId === null || (checkout.isError && isApiError(checkout.error, 'NOT_FOUND'))) {
    return (
      <ResultLayout>
        <Alert tone="danger" title="We could not find this checkout">
          Your payment may still have gone through: your subscription page shows what Stripe has.
        </Alert>
        <ResultButtons />
      </ResultLayout>
    );
  }
  if (checkout.isPending) {
    // Also while Stripe cannot be reached and the read is tried again (features/billing/api.ts).
    return (
      <ResultLayout>
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {billingTexts.confirmingPayment}
        </p>
      </ResultLayout>
    );
  }
  if (checkout.isError || checkout.data.status !== 'complete') {
    return (
      <ResultLayout>
        <Alert tone="danger" title="We could not confirm your payment yet">
          {!checkout.isError
            ? 'Stripe has not finished processing it. Try again in a moment.'
            : isApiError(checkout.error, 'PAYMENT_PROVIDER_FAILED') || !isApiError(checkout.error)
              ? billingTexts.paymentUnconfirmed
              : `${checkout.error.message} Try again in a moment.`}
        </Alert>
        <Button
          variant="secondary"
          className="w-fit"
          loading={checkout.isFetching}
          onClick={() => void checkout.refetch()}
        >
          Try again
        </Button>
      </ResultLayout>
    );
  }
  // A user whose free trial was used before starts paying at once: no trial is announced.
  const trial = checkout.data.trialEndsAt !== null;
  const { productName } = checkout.data;
  return (
    <ResultLayout>
      <header className="grid justify-items-center gap-3 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <h1 className="text-3xl font-semibold tracking-tight">{billingTexts.paymentSuccessful}</h1>
        <p className="text-pretty wrap-anywhere text-muted-foreground">
          {trial ? billingTexts.welcomeToTrial(productName) : billingTexts.welcomeToPlan(productName)}
        </p>
        <Badge tone="success" className="text-sm">
          {trial ? billingTexts.trialActivated : billingTexts.subscriptionActivated}
        </Badge>
      </header>
      <Card className="grid gap-2 p-6">
        <h2 className="text-lg font-semibold tracking-tight">{billingTexts.thankYou}</h2>
        <p className="text-sm text-muted-foreground">{billingTexts.activated}</p>
      </Card>
      <ResultButtons />
      <SupportCard />
    </ResultLayout>
  );
}

function ResultLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-10 sm:pt-16">{children}</div>;
}

function ResultButtons() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      <Link to="/dashboard" className={buttonClasses()}>
        {billingTexts.goToDashboard}
      </Link>
      <Link to="/subscription/manage" className={buttonClasses({ variant: 'secondary' })}>
        {billingTexts.manageSubscriptionButton}
      </Link>
    </div>
  );
}

function SupportCard() {
  const email = usePublicConfig().data?.supportEmail;
  return (
    <Card className="flex gap-3 p-6">
      <LifeBuoy className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold">{billingTexts.needHelp}</h2>
        <p className="text-sm text-muted-foreground">
          Our support team is happy to help with anything about your subscription.
          {email && (
            <>
              {' '}
              Write to{' '}
              <a
                href={`mailto:${email}`}
                className="font-medium wrap-anywhere text-accent underline-offset-4 hover:underline"
              >
                {email}
              </a>
              .
            </>
          )}
        </p>
      </div>
    </Card>
  );
}
