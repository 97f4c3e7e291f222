import { z } from 'zod';

/** GET /api/config: what the browser needs to know about this server. */
export const publicConfigSchema = z.object({
  billingEnabled: z.boolean(),
  supportEmail: z.string(),
  /** BILLING_GRACE_DAYS: how many days a failed payment keeps access while Stripe retries the card. */
  graceDays: z.number().int(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
