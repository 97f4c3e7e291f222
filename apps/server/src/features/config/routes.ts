import type { PublicConfig } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { Env } from '../../env';
import type { AppBindings } from '../../http/context';

/** What the browser may know about this server's setup; nothing secret. */
export function configRoutes(env: Env) {
  const config: PublicConfig = { billingEnabled: env.billingEnabled, supportEmail: env.SUPPORT_EMAIL };
  return new Hono<AppBindings>().get('/', (c) => c.json(config));
}
