import type Stripe from 'stripe';
import { AppError } from '../../errors';

/**
 * The SDK, once a client has been made: it is loaded only when billing is on, since loading it is a sizeable share
 * of the server's start-up. Before then no Stripe error can exist.
 */
let loadedSdk: typeof Stripe | undefined;

/**
 * The official SDK, pointed at Stripe or, through STRIPE_API_URL, at another server that speaks its protocol (the
 * tests' and `npm run billing:sandbox`'s). Two retries on network failures: the SDK sends an idempotency key with
 * each write, so a retried write happens once.
 */
export async function createStripeClient(secretKey: string, apiUrl: string | undefined): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  loadedSdk = StripeSdk;
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return new StripeSdk(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Shutterdesk' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Whether an error came from Stripe or from reaching it (as opposed to our own code or the database). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return loadedSdk !== undefined && error instanceof loadedSdk.errors.StripeError;
}

/** Runs a Stripe call; its failure becomes PAYMENT_PROVIDER_FAILED with the message the screen shows. */
export async function callStripe<T>(call: () => Promise<T>, message: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) throw new AppError('PAYMENT_PROVIDER_FAILED', message);
    throw error;
  }
}
