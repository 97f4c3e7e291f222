import type { PublicConfig } from '@shutterdesk/core';
import { apiContracts } from '@shutterdesk/core/api';
import type { Env } from '../../env';
import type { Routing } from '../../http/routing';

/** What the browser may know about this server's setup; nothing secret. */
export function configRoutes(env: Env, { router, route }: Routing) {
  const config: PublicConfig = {
    billingEnabled: env.billingEnabled,
    supportEmail: env.SUPPORT_EMAIL,
    graceDays: env.BILLING_GRACE_DAYS,
  };
  return router().openapi(route(apiContracts.readConfig), (c) => c.json(config, 200));
}
