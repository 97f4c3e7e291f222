import { billingTexts, type Profile } from '@shutterdesk/core';
import { CreditCard } from 'lucide-react';
import { formatLongDate } from '@/lib/local-date';
import { BillingPortalButton } from './billing-portal-button';

/**
 * Under the header of every signed-in screen while a payment of the user's has failed (`billing.paymentFailedAt`):
 * says so in words, with the day access ends while Stripe retries the card, and opens the billing portal to
 * update it. The live region is always there, so a screen reader announces the banner when it comes.
 */
export function PaymentFailedBanner({ user }: { user: Pick<Profile, 'subscription' | 'billing'> | null }) {
  const failed = Boolean(user?.billing.paymentFailedAt);
  // Once the grace period is over (the plan gives no access) the plans page says why; the banner still offers the portal.
  const graceEndsAt = user?.subscription === 'paid' ? user.billing.graceEndsAt : null;
  return (
    <div role="status">
      {failed && (
        <div className="border-b border-danger/30 bg-danger-soft">
          <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
            <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
              <CreditCard className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              <p className="min-w-0 wrap-anywhere">
                <strong className="font-semibold">{billingTexts.paymentFailedBanner}</strong>
                {graceEndsAt && (
                  <span className="text-muted-foreground">
                    {' '}
                    {billingTexts.graceEndsOn(formatLongDate(graceEndsAt))}
                  </span>
                )}
              </p>
            </div>
            <BillingPortalButton label={billingTexts.updateCard} size="sm" />
          </div>
        </div>
      )}
    </div>
  );
}
