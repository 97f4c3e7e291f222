import { apiContracts } from '@shutterdesk/core/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseUnavailableMessage } from '../../db/unavailable';
import { errorResponse } from '../../http/errors';
import type { Routing } from '../../http/routing';

/** Liveness (the process answers) and readiness (the database answers), for load balancers and orchestrators. */
export function healthRoutes(db: Database, { router, route }: Routing) {
  return router()
    .openapi(route(apiContracts.checkHealth), (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(route(apiContracts.checkReady), async (c) => {
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ready' as const }, 200);
      } catch (error) {
        c.get('logger').warn({ err: error }, 'database not ready');
        return errorResponse(c, 'NOT_READY', databaseUnavailableMessage);
      }
    });
}
