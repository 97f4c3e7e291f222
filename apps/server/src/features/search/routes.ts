import { apiContracts } from '@shutterdesk/core/api';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { search } from './service';

/** /api/search: the command palette's search across the user's clients, leads, routines and priority tasks. */
export function searchRoutes(db: Database, { router, route }: Routing) {
  return router().openapi(route(apiContracts.search), async (c) => {
    const { q } = c.req.valid('query');
    return c.json({ results: await search(db, c.get('userId'), q) }, 200);
  });
}
