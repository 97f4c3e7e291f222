import type { Feedback } from '@shutterdesk/core';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

/** Stores one answer of the feedback form for the user; it is due for forwarding at once. */
export async function saveFeedback(db: Database, userId: string, answers: Feedback, now: Date): Promise<string> {
  const [row] = await db
    .insert(feedback)
    .values({ ...answers, userId, createdAt: now, nextForwardAt: now })
    .returning({ id: feedback.id });
  return row!.id;
}
