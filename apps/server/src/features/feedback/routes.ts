import { feedbackSchema, type SubmitFeedbackResponse } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { RequireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { readJson } from '../../http/validate';
import type { FeedbackForwarding } from './forwarding';
import { saveFeedback } from './service';

/** /api/feedback: the feedback form. The answer is stored first; forwarding it never holds up the reply. */
export function feedbackRoutes(db: Database, requireUser: RequireUser, clock: Clock, forwarding: FeedbackForwarding) {
  return new Hono<AppBindings>().post('/', requireUser(), async (c) => {
    const answers = await readJson(c, feedbackSchema);
    const id = await saveFeedback(db, c.get('userId'), answers, clock.now());
    forwarding.forwardSoon(id);
    return c.json({ id } satisfies SubmitFeedbackResponse, 201);
  });
}
