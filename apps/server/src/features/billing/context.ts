import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { PlanCatalog } from './plans';

/**
 * What every billing operation works with (docs/billing.md). createBilling (service.ts) makes it once and hands it to
 * each operation as its first argument, so an operation reads as a plain function of what it needs.
 */
export interface BillingContext {
  db: Database;
  stripe: Stripe;
  clock: Clock;
  logger: Logger;
  /** The plans of STRIPE_PRICE_IDS as Stripe has them. */
  plans: PlanCatalog;
  /** Where Stripe sends the user back to: checkout's success and failure pages, the portal's return. */
  appUrl: string;
  /** STRIPE_WEBHOOK_SECRET: what Stripe signs its webhooks with. */
  webhookSecret: string;
  /** BILLING_GRACE_DAYS: how long a failed payment keeps access. */
  graceDays: number;
}
