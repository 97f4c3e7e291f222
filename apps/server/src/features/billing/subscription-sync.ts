import type { SubscriptionRecord } from '@shutterdesk/core';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { refreshProfileAccess } from '../../profile/plan-access';
import { listSubscriptionRows, toSubscriptionRecord } from '../../records/subscription-rows';
import type { BillingContext } from './context';
import { isStripeError } from './stripe-client';

/** What checkout, the webhooks, the subscription actions and reconciliation all read of Stripe and the database. */

export const stripeUnreachable = () => new AppError('PAYMENT_PROVIDER_FAILED', 'Stripe could not be reached.');

/** Works the user's plan out again after one of their subscriptions was stored. */
export function refreshPlan(ctx: BillingContext, tx: Database, userId: string, now: Date) {
  return refreshProfileAccess(tx, userId, now, ctx.graceDays);
}

/** A subscription as Stripe has it now, with its product for the plan's name. */
export function retrieveSubscription(ctx: BillingContext, id: string) {
  return ctx.stripe.subscriptions.retrieve(id, { expand: ['items.data.price.product'] });
}

/**
 * Stripe's current state of a subscription, or undefined when Stripe does not know it. An event's own copy of a
 * subscription is never used: a validly signed event about one that does not exist (a test-mode leftover, a
 * leaked signing secret) must not make anyone paid.
 */
export async function subscriptionAtStripe(ctx: BillingContext, id: string): Promise<Stripe.Subscription | undefined> {
  try {
    return await retrieveSubscription(ctx, id);
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return undefined;
    if (isStripeError(error)) throw stripeUnreachable();
    throw error;
  }
}

/** The user's subscriptions as the access rule reads them. */
export async function subscriptionsOf(ctx: BillingContext, userId: string): Promise<SubscriptionRecord[]> {
  return (await listSubscriptionRows(ctx.db, userId)).map(toSubscriptionRecord);
}
