import type { CouponCheck } from '@shutterdesk/core';
import { startCheckout, readCheckout } from './checkout';
import type { BillingContext } from './context';
import { checkCoupon } from './coupons';
import { createPlanCatalog } from './plans';
import { reconcile } from './reconciliation';
import { checkSignatureHeader, receiveEvent } from './stripe-events';
import {
  cancelSubscription,
  endSubscriptionsOf,
  openBillingPortal,
  resumeSubscription,
  stopRenewalsOf,
} from './subscription-actions';

export interface BillingOptions extends Omit<BillingContext, 'plans'> {
  /** STRIPE_PRICE_IDS: the plans offered, in the order shown. */
  priceIds: readonly string[];
}

/**
 * Everything billing does with Stripe and the database (docs/billing.md): each operation lives in its own module and
 * takes the BillingContext; this hands them out with the context filled in, for the routes, a ban and reconciliation.
 */
export function createBilling({ priceIds, ...options }: BillingOptions) {
  const ctx: BillingContext = {
    ...options,
    plans: createPlanCatalog(options.stripe, priceIds, options.clock, options.logger),
  };
  const withContext =
    <Args extends unknown[], Result>(operation: (context: BillingContext, ...args: Args) => Result) =>
    (...args: Args): Result =>
      operation(ctx, ...args);

  return {
    plans: ctx.plans,
    checkCoupon: (code: string): Promise<CouponCheck> => checkCoupon(ctx.db, code, ctx.clock.now()),
    startCheckout: withContext(startCheckout),
    readCheckout: withContext(readCheckout),
    cancel: withContext(cancelSubscription),
    resume: withContext(resumeSubscription),
    stopRenewalsOf: withContext(stopRenewalsOf),
    endSubscriptionsOf: withContext(endSubscriptionsOf),
    portal: withContext(openBillingPortal),
    checkSignatureHeader: withContext(checkSignatureHeader),
    receiveEvent: withContext(receiveEvent),
    reconcile: withContext(reconcile),
  };
}

export type Billing = ReturnType<typeof createBilling>;
