import { billingTexts } from '@shutterdesk/core';
import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where Stripe sends the browser when checkout is cancelled or the payment does not go through. */
export default function CheckoutFailurePage() {
  useDocumentTitle(billingTexts.paymentFailed);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 py-10 sm:pt-16">
      <header className="grid justify-items-center gap-3 text-center">
        <CircleX className="size-12 text-danger" aria-hidden="true" />
        <h1 className="text-3xl font-semibold tracking-tight">{billingTexts.paymentFailed}</h1>
        <p className="text-muted-foreground">{billingTexts.paymentNotProcessed}</p>
      </header>
      <Card className="grid gap-2 p-6">
        <h2 className="text-lg font-semibold tracking-tight">{billingTexts.tryAgain}</h2>
        <p className="text-sm text-muted-foreground">{billingTexts.retryFromPlans}</p>
      </Card>
      <Link to="/subscription/plans" className={buttonClasses({ className: 'self-center' })}>
        {billingTexts.viewPlans}
      </Link>
    </div>
  );
}
