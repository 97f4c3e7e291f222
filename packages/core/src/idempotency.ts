/**
 * Safe retries: a POST that creates a row takes an `Idempotency-Key`; the same key with the same request gets the
 * first answer again instead of a second row (docs/decisions/0009-hardening.md). The web app sends a key on these
 * endpoints and retries them with it after a network failure.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** The endpoints that take the header, by the web client's endpoint keys; their contracts declare it. */
export const idempotentEndpoints = [
  'POST /api/clients',
  'POST /api/clients/import',
  'POST /api/leads',
  'POST /api/leads/import',
  'POST /api/leads/{id}/convert',
  'POST /api/tasks',
  'POST /api/priority-tasks',
  'POST /api/feedback',
  'POST /api/bug-reports',
  // Here the key becomes Stripe's idempotency key: a retry or a double click gets the same checkout session.
  'POST /api/billing/checkout-sessions',
] as const;

/** 1 to 255 visible ASCII characters: a uuid, or whatever id the client makes. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;
