import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import { readCalendarFeed, renderCalendarFeed, renewCalendarFeed, type FeedSecrets } from './service';

/** /api/calendar-feed (the settings' address) and /api/calendar/{token} (what calendar apps fetch, no session). */
export function calendarFeedRoutes(db: Database, { router, route }: Routing, clock: Clock, secrets: FeedSecrets) {
  return router()
    .openapi(route(apiContracts.readCalendarFeed), async (c) =>
      c.json(await readCalendarFeed(db, c.get('userId'), secrets), 200),
    )
    .openapi(route(apiContracts.renewCalendarFeed), async (c) =>
      c.json(await renewCalendarFeed(db, c.get('userId'), secrets), 200),
    )
    .openapi(route(apiContracts.fetchCalendarFeed), async (c) => {
      const document = await renderCalendarFeed(db, c.req.valid('param').token, clock.now());
      // Cache-Control: no-store is set for every /api answer (app.ts): each fetch reads the records anew.
      return c.body(document, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="shutterdesk.ics"',
      });
    });
}
