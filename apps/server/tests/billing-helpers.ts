import { afterAll, beforeAll } from 'vitest';
import {
  startStripeProtocolServer,
  type StripePlanSpec,
  type StripeProtocolServer,
} from '../src/testing/stripe-protocol-server';
import type { TestDatabaseKind, TestServer } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { manualReminders } from './notifications-helpers';

export const testPlans: StripePlanSpec[] = [
  { priceId: 'price_basic', productName: 'Basic', amount: 1900, interval: 'month' },
  { priceId: 'price_studio', productName: 'Studio', amount: 19900, interval: 'year' },
];

/**
 * A test server with billing on, against a Stripe-protocol server of its own on loopback that shares the app's
 * clock and sends its webhooks to the app. Reminders and reconciliation run only by hand.
 */
export function useTestServerWithBilling(kind: TestDatabaseKind): {
  app: TestServer;
  stripe: () => StripeProtocolServer;
  /** The app's webhook endpoint, where the Stripe-protocol server delivers its events. */
  webhookUrl: () => string;
} {
  let stripe: StripeProtocolServer | undefined;
  beforeAll(async () => {
    stripe = await startStripeProtocolServer({ plans: testPlans, now: () => app.clock.now() });
  });
  const app = useTestServer(kind, () => ({
    ...manualReminders,
    STRIPE_SECRET_KEY: stripe!.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe!.webhookSecret,
    STRIPE_PRICE_IDS: stripe!.priceIds().join(','),
    STRIPE_API_URL: stripe!.url,
    BILLING_RECONCILE_INTERVAL_SECONDS: '0',
  }));
  const webhookUrl = () => `${app.url}/api/billing/webhook`;
  beforeAll(() => stripe!.deliverWebhooksTo(webhookUrl()));
  afterAll(() => stripe?.close());
  return {
    app,
    webhookUrl,
    stripe: () => {
      if (!stripe) throw new Error('The Stripe-protocol server starts in beforeAll.');
      return stripe;
    },
  };
}
