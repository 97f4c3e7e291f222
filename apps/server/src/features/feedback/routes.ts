import { apiContracts } from '@shutterdesk/core/api';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { Routing } from '../../http/routing';
import type { SheetForwarding } from '../../sheets/forwarding';
import { saveFeedback } from './service';
import { idempotentRequest, markReplayed } from '../../http/idempotency';
import { createOnce } from '../../records/idempotent-create';

/** /api/feedback: the feedback form. The answer is stored first; forwarding it never holds up the reply. */
export function feedbackRoutes(db: Database, { router, route }: Routing, clock: Clock, forwarding: SheetForwarding) {
  return router().openapi(route(apiContracts.submitFeedback), async (c) => {
    const input = c.req.valid('json');
    const { body, replayed } = await createOnce(db, await idempotentRequest(c, 'submitFeedback'), async (tx) => ({
      id: await saveFeedback(tx, c.get('userId'), input, clock.now()),
    }));
    markReplayed(c, replayed);
    // Forwarded once the answer is stored (after the transaction), and only the first time.
    if (!replayed) forwarding.forwardSoon('feedback', body.id);
    return c.json(body, 201);
  });
}
