import type { JoinWaitlistResponse } from '@shutterdesk/core';
import type { Database } from '../../db/client';
import { waitlist } from '../../db/schema';

/** Adds the e-mail once; asking again is a friendly no-op rather than an error. */
export async function joinWaitlist(db: Database, email: string): Promise<JoinWaitlistResponse['status']> {
  const inserted = await db
    .insert(waitlist)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ id: waitlist.id });
  return inserted.length > 0 ? 'joined' : 'already-joined';
}
