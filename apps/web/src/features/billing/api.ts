import type { CheckoutRequest } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /api/billing/plans. The server caches Stripe's answer, so a few minutes here are plenty. */
export function usePlans({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: async () => (await api('GET /api/billing/plans')).plans,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** Checks a coupon code before checkout: its discount, or a 422 saying why it cannot be used. */
export function useCheckCoupon() {
  return useMutation({ mutationFn: (code: string) => api('GET /api/billing/coupons', { query: { code } }) });
}

/** Starts a Stripe Checkout; the caller sends the browser to the answer's `url`. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequest) => api('POST /api/billing/checkout-sessions', { body: request }),
  });
}

/** What the payment success screen shows; reading it also brings the subscription in if Stripe's webhook is late. */
export function useCheckoutSession(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.checkoutSession(sessionId ?? ''),
    queryFn: async () => {
      const checkout = await api('GET /api/billing/checkout-sessions/{sessionId}', {
        params: { sessionId: sessionId ?? '' },
      });
      // The user may be 'paid' from this read on: the guard and the manage screen read that again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
      ]);
      return checkout;
    },
    enabled: sessionId !== null,
    retry: false,
  });
}

/** Cancels at the end of the period; the subscription and the profile are read again after. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/billing/subscriptions/{id}/cancel', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]),
  });
}

/** A link to Stripe's customer portal: card, invoices and receipts. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => api('POST /api/billing/portal-sessions') });
}
