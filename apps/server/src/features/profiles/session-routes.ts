import type { SessionResponse } from '@shutterdesk/core';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { AppBindings } from '../../http/context';
import { findProfile } from '../../profile/profile';

/**
 * GET /api/session: the browser's one question on every page load. A visitor gets 200 { signedIn: false }
 * rather than a 401, so a signed-out page load makes no failed request; a banned user still gets the
 * profile, which is how the banned screen knows to show.
 */
export function sessionRoutes(auth: Auth, db: Database, adminEmails: readonly string[]) {
  return new Hono<AppBindings>().get('/', async (c) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ signedIn: false } satisfies SessionResponse);
    const profile = await findProfile(db, session.user.id, adminEmails);
    return c.json({ signedIn: true, profile } satisfies SessionResponse);
  });
}
