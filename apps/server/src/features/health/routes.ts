import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { errorResponse } from '../../http/errors';

/** Liveness (the process answers) and readiness (the database answers), for load balancers and orchestrators. */
export function healthRoutes(db: Database) {
  return new Hono<AppBindings>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ready' });
      } catch (error) {
        c.get('logger').warn({ err: error }, 'database not ready');
        return errorResponse(c, 'NOT_READY', 'The database is not reachable.');
      }
    });
}
