import type { CouponCheck, Plan } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { useStartCheckout } from './api';
import { checkoutFailureText, isCheckoutRefusal } from './checkout-errors';

/**
 * Choosing a plan: a visitor is asked to sign in first; a user goes to Stripe's hosted page with the coupon
 * applied, or reads why checkout was refused (checkout-errors.ts).
 */
export function usePlanCheckout({
  signedIn,
  coupon,
  onVisitorChoice,
}: {
  signedIn: boolean;
  coupon: CouponCheck | null;
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

  const choose = (plan: Plan) => {
    if (!signedIn) return onVisitorChoice();
    checkout.mutate(
      { priceId: plan.priceId, ...(coupon ? { couponCode: coupon.code } : {}) },
      {
        // Stripe's hosted page takes it from here; the button stays busy until the browser has left.
        onSuccess: (session) => window.location.assign(session.url),
        onError: (error) => {
          if (isCheckoutRefusal(error)) {
            // Another tab may have subscribed meanwhile: the page reads the plan and the subscriptions again.
            void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
            void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions });
            return;
          }
          notify.error(checkoutFailureText(error));
        },
      },
    );
  };

  return {
    choose,
    busyPriceId: checkout.isPending || checkout.isSuccess ? checkout.variables?.priceId : undefined,
    refusal: isCheckoutRefusal(checkout.error) ? checkout.error : null,
  };
}
