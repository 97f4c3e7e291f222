import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import type { FeedbackForwarding } from './forwarding';
import { saveFeedback } from './service';

/** /api/feedback: the feedback form. The answer is stored first; forwarding it never holds up the reply. */
export function feedbackRoutes(db: Database, { router, route }: Routing, clock: Clock, forwarding: FeedbackForwarding) {
  return router().openapi(route(apiContracts.submitFeedback), async (c) => {
    const id = await saveFeedback(db, c.get('userId'), c.req.valid('json'), clock.now());
    forwarding.forwardSoon(id);
    return c.json({ id }, 201);
  });
}
