import { apiContracts } from '@shutterdesk/core/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseUnavailableMessage, isDatabaseUnavailable, type DatabaseOutages } from '../../db/unavailable';
import { errorResponse } from '../../http/errors';
import type { Routing } from '../../http/routing';

/** Liveness (the process answers) and readiness (the database answers), for load balancers and orchestrators. */
export function healthRoutes(db: Database, { router, route }: Routing, outages: DatabaseOutages) {
  return router()
    .openapi(route(apiContracts.checkHealth), (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(route(apiContracts.checkReady), async (c) => {
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ready' as const }, 200);
      } catch (error) {
        // Polled every few seconds by a load balancer: an outage is logged once, not at each poll.
        if (isDatabaseUnavailable(error)) outages.noteUnavailable(error);
        else c.get('logger').error({ err: error }, 'the readiness check failed');
        return errorResponse(c, 'NOT_READY', databaseUnavailableMessage);
      }
    });
}
