import { apiContracts } from '@shutterdesk/core/api';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { AppBindings } from '../../http/context';
import { limitBody, type Routing } from '../../http/routing';
import type { Billing } from './service';
import { listSubscriptionRows, toSubscriptionRecord } from '../../records/subscription-rows';
import { findOwnSubscription } from './subscriptions';

const billingDisabled = () =>
  new AppError('BILLING_DISABLED', 'Billing is not enabled on this server, so there is nothing to buy or manage.');

/**
 * The largest webhook body taken. Stripe's events are JSON of a few kB (a subscription or an invoice with its
 * lines); 1 MB leaves a wide margin for a large invoice and keeps a forged request from making the server read the
 * 16 MB /api allows for a CSV import.
 */
export const stripeWebhookMaxBodyBytes = 1024 * 1024;

/**
 * In front of Stripe's webhook, before anything reads its body (app.ts mounts it ahead of the /api size limit): the
 * Stripe-Signature header must be there with a signing time within the tolerance, then the body may be 1 MB. A
 * forged request is so refused without reading what it sends. With billing off, the route itself says so.
 */
export function stripeWebhookGate(billing: Billing | undefined): MiddlewareHandler<AppBindings> {
  const limit = limitBody(stripeWebhookMaxBodyBytes);
  return async (c, next) => {
    if (!billing || c.req.method !== 'POST') return next();
    billing.checkSignatureHeader(c.req.header('stripe-signature'));
    return limit(c, next);
  };
}

/**
 * /api/billing: plans, checkout, the user's subscriptions, the billing portal and Stripe's webhook. `billing` is
 * undefined while no Stripe keys are set: the user's own rows can still be read, everything else says so.
 */
export function billingRoutes(db: Database, { router, route }: Routing, billing: Billing | undefined) {
  const enabled = () => {
    if (!billing) throw billingDisabled();
    return billing;
  };

  // Another user's subscription is not found, whether or not billing is on; the operation takes the row found.
  const ownSubscription = async (userId: string, id: string) => {
    const row = await findOwnSubscription(db, userId, id);
    if (!row) throw notFound('Subscription');
    return row;
  };

  return router()
    .openapi(route(apiContracts.readPricing), async (c) => c.json({ plans: await enabled().plans.list() }, 200))
    .openapi(route(apiContracts.checkCoupon), async (c) =>
      c.json(await enabled().checkCoupon(c.req.valid('query').code), 200),
    )
    .openapi(route(apiContracts.createCheckoutSession), async (c) => {
      const idempotencyKey = c.req.valid('header')['idempotency-key'];
      return c.json(await enabled().startCheckout(c.get('userId'), c.req.valid('json'), idempotencyKey), 201);
    })
    .openapi(route(apiContracts.readCheckoutSession), async (c) =>
      c.json(await enabled().readCheckout(c.get('userId'), c.req.valid('param').sessionId), 200),
    )
    .openapi(route(apiContracts.listSubscriptions), async (c) => {
      const rows = await listSubscriptionRows(db, c.get('userId'));
      return c.json({ subscriptions: rows.map(toSubscriptionRecord) }, 200);
    })
    .openapi(route(apiContracts.cancelSubscription), async (c) => {
      const row = await ownSubscription(c.get('userId'), c.req.valid('param').id);
      return c.json(await enabled().cancel(c.get('userId'), row), 200);
    })
    .openapi(route(apiContracts.resumeSubscription), async (c) => {
      const row = await ownSubscription(c.get('userId'), c.req.valid('param').id);
      return c.json(await enabled().resume(c.get('userId'), row), 200);
    })
    .openapi(route(apiContracts.createBillingPortalSession), async (c) =>
      c.json(await enabled().portal(c.get('userId')), 201),
    )
    .openapi(route(apiContracts.receiveStripeEvent), async (c) => {
      // The signature covers the exact bytes Stripe sent, so the body is read as text, never re-serialised. No
      // session or same-origin check applies to it (Stripe sends no cookie and no Origin); stripeWebhookGate has
      // checked the header and limits the body.
      await enabled().receiveEvent(await c.req.text(), c.req.header('stripe-signature'));
      return c.json({ received: true as const }, 200);
    });
}
