import { z } from 'zod';
import {
  billingPortalSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  completedCheckoutSchema,
  couponCheckSchema,
  couponCodeSchema,
  pricingSchema,
  subscriptionChangeSchema,
  subscriptionListSchema,
} from '../billing-schemas';
import { endpoint } from './endpoint';
import { idempotencyKeyHeaders, rowIdParams } from './params';

const tags = ['Billing'] as const;

export const billingContracts = {
  readPricing: endpoint({
    operationId: 'readPricing',
    method: 'get',
    path: '/api/billing/plans',
    tags,
    summary:
      "The plans on offer (STRIPE_PRICE_IDS), from Stripe; served from a few minutes' cache, stale while Stripe is down.",
    access: 'public',
    response: pricingSchema,
    errors: ['BILLING_DISABLED', 'PAYMENT_PROVIDER_FAILED'],
  }),
  checkCoupon: endpoint({
    operationId: 'checkCoupon',
    method: 'get',
    path: '/api/billing/coupons',
    tags,
    summary: 'Whether a coupon code can be used at checkout now, and its discount.',
    access: 'user',
    request: { query: z.object({ code: couponCodeSchema }) },
    response: couponCheckSchema,
    errors: ['BILLING_DISABLED', 'COUPON_NOT_USABLE'],
  }),
  createCheckoutSession: endpoint({
    operationId: 'createCheckoutSession',
    method: 'post',
    path: '/api/billing/checkout-sessions',
    tags,
    summary:
      'Starts a Stripe Checkout for a plan (and a coupon), with a 7-day trial for a user who never had one; the browser ' +
      'goes to `url`. The same Idempotency-Key makes the same session. Refused (409) while a subscription of the user ' +
      'is not finished, or while another checkout of theirs is starting; a checkout still open from before is expired, ' +
      'so only one can ever be paid.',
    access: 'user',
    request: { headers: idempotencyKeyHeaders, body: checkoutRequestSchema },
    status: 201,
    response: checkoutSessionSchema,
    errors: [
      'BILLING_DISABLED',
      'UNKNOWN_PLAN',
      'COUPON_NOT_USABLE',
      'ALREADY_SUBSCRIBED',
      'CHECKOUT_IN_PROGRESS',
      'PAYMENT_PROVIDER_FAILED',
    ],
  }),
  readCheckoutSession: endpoint({
    operationId: 'readCheckoutSession',
    method: 'get',
    path: '/api/billing/checkout-sessions/{sessionId}',
    tags,
    summary:
      "What the payment success screen shows of the caller's own checkout, and whether its subscription began with a " +
      'trial. 404 only for a checkout Stripe does not know or that is not the caller’s; 502 while Stripe cannot be reached.',
    access: 'user',
    request: {
      params: z.object({
        sessionId: z
          .string()
          .regex(/^cs_\w{1,200}$/, 'Checkout session was not found.')
          .meta({ param: { name: 'sessionId', in: 'path' } }),
      }),
    },
    response: completedCheckoutSchema,
    errors: ['BILLING_DISABLED', 'NOT_FOUND', 'PAYMENT_PROVIDER_FAILED'],
  }),
  listSubscriptions: endpoint({
    operationId: 'listSubscriptions',
    method: 'get',
    path: '/api/billing/subscriptions',
    tags,
    summary: "The caller's subscriptions, newest first.",
    access: 'user',
    response: subscriptionListSchema,
  }),
  cancelSubscription: endpoint({
    operationId: 'cancelSubscription',
    method: 'post',
    path: '/api/billing/subscriptions/{id}/cancel',
    tags,
    summary: "Cancels the caller's subscription at the end of the period already paid for.",
    access: 'user',
    request: { params: rowIdParams('Subscription') },
    response: subscriptionChangeSchema,
    errors: ['BILLING_DISABLED', 'PAYMENT_PROVIDER_FAILED'],
  }),
  resumeSubscription: endpoint({
    operationId: 'resumeSubscription',
    method: 'post',
    path: '/api/billing/subscriptions/{id}/resume',
    tags,
    summary:
      "Undoes the caller's cancellation: the subscription renews again at its period end. Only while it is set to " +
      'cancel and its period has not ended (409 SUBSCRIPTION_ENDED after); one not cancelled is answered as it is.',
    access: 'user',
    request: { params: rowIdParams('Subscription') },
    response: subscriptionChangeSchema,
    errors: ['BILLING_DISABLED', 'SUBSCRIPTION_ENDED', 'PAYMENT_PROVIDER_FAILED'],
  }),
  createBillingPortalSession: endpoint({
    operationId: 'createBillingPortalSession',
    method: 'post',
    path: '/api/billing/portal-sessions',
    tags,
    summary: "A link to Stripe's customer portal (card, invoices, receipts) for the caller.",
    access: 'user',
    response: billingPortalSchema,
    status: 201,
    errors: ['BILLING_DISABLED', 'NOT_FOUND', 'PAYMENT_PROVIDER_FAILED'],
  }),
  receiveStripeEvent: endpoint({
    operationId: 'receiveStripeEvent',
    method: 'post',
    path: '/api/billing/webhook',
    tags,
    summary:
      'Stripe webhook. The body is a Stripe event, checked against the Stripe-Signature header before anything is read from it.',
    access: 'public',
    response: z.object({ received: z.literal(true) }),
    errors: [
      'BILLING_DISABLED',
      'INVALID_SIGNATURE',
      'PAYLOAD_TOO_LARGE',
      'VALIDATION_FAILED',
      'PAYMENT_PROVIDER_FAILED',
    ],
  }),
};
