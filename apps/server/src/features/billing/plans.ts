import type { Plan } from '@shutterdesk/core';
import { isBillingInterval, billingTexts } from '@shutterdesk/core';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { callStripe } from './stripe-client';

/** How long the plans are served from memory before Stripe is asked again. */
const freshForMs = 5 * 60 * 1000;

export interface PlanCatalog {
  /** The plans in STRIPE_PRICE_IDS order; stale ones while Stripe cannot be reached, if any were ever read. */
  list(): Promise<Plan[]>;
  /** The plan of a configured price id, or undefined for any other id. */
  find(priceId: string): Promise<Plan | undefined>;
}

export function planFromPrice(price: Stripe.Price): Plan {
  const product = price.product as Stripe.Product | string;
  const interval = price.recurring?.interval;
  return {
    name: typeof product === 'string' ? product : product.name,
    amount: price.unit_amount ?? 0,
    interval: isBillingInterval(interval) ? interval : 'month',
    currency: price.currency,
    priceId: price.id,
  };
}

export function createPlanCatalog(stripe: Stripe, priceIds: readonly string[], clock: Clock, logger: Logger) {
  let cached: { plans: Plan[]; readAt: number } | undefined;
  let reading: Promise<Plan[]> | undefined;

  async function read(): Promise<Plan[]> {
    const prices = await callStripe(
      () => Promise.all(priceIds.map((id) => stripe.prices.retrieve(id, { expand: ['product'] }))),
      billingTexts.errors.fetchPlans,
    );
    const plans = prices.filter((price) => price.active).map(planFromPrice);
    cached = { plans, readAt: clock.now().getTime() };
    return plans;
  }

  const catalog: PlanCatalog = {
    async list() {
      if (cached && clock.now().getTime() - cached.readAt < freshForMs) return cached.plans;
      reading ??= read().finally(() => (reading = undefined));
      try {
        return await reading;
      } catch (error) {
        if (!cached) throw error;
        logger.warn({ err: error }, 'Stripe could not be reached; serving the plans read earlier');
        return cached.plans;
      }
    },
    async find(priceId) {
      if (!priceIds.includes(priceId)) return undefined;
      return (await catalog.list()).find((plan) => plan.priceId === priceId);
    },
  };
  return catalog;
}
