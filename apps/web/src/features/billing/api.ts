import type { CheckoutRequest } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';

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

/** Tries while Stripe cannot be reached (502) or no answer came: waits 1, 2, 4, 8 and 16 s, then offers Try again. */
const checkoutReadRetries = 5;
const checkoutRetryDelayMs = (attempt: number) => 1000 * 2 ** attempt;

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
    retry: (failures, error) =>
      (!isApiError(error) || isApiError(error, 'PAYMENT_PROVIDER_FAILED')) && failures < checkoutReadRetries,
    retryDelay: checkoutRetryDelayMs,
  });
}

/** After a change to a subscription, or a refusal that says it changed at Stripe: read it and the plan again. */
function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    ]);
}

/** Cancels at the end of the period. */
export function useCancelSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/billing/subscriptions/{id}/cancel', { params: { id } }),
    onSuccess: refresh,
  });
}

/**
 * Undoes a cancellation while the period runs; a period that ended meanwhile is refused (409 SUBSCRIPTION_ENDED).
 * The toast is the hook's own: the resume section is gone once the subscription is read again.
 */
export function useResumeSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/billing/subscriptions/{id}/resume', { params: { id } }),
    onSuccess: ({ message }) => notify.success(message),
    onSettled: refresh,
  });
}

/** A link to Stripe's customer portal: card, invoices and receipts. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => api('POST /api/billing/portal-sessions') });
}
