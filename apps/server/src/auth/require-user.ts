import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import type { AppBindings } from '../http/context';
import { accountBanned, unauthenticated } from '../http/errors';
import type { Auth } from './auth';

export interface RequireUserOptions {
  /** Let a banned user through: only the endpoints the banned screen itself needs. */
  allowBanned?: boolean;
}

/**
 * Resolves the signed-in user from the session cookie (checked against the database on every request, so a
 * sign-out or ban takes effect at once) and puts the id on the context. Handlers never read a user id from
 * the request.
 */
export function createRequireUser(auth: Auth, db: Database) {
  return ({ allowBanned = false }: RequireUserOptions = {}): MiddlewareHandler<AppBindings> =>
    async (c, next) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw unauthenticated();
      if (!allowBanned) {
        const [profile] = await db
          .select({ isBanned: profiles.isBanned })
          .from(profiles)
          .where(eq(profiles.id, session.user.id));
        if (profile?.isBanned) throw accountBanned();
      }
      c.set('userId', session.user.id);
      await next();
    };
}

export type RequireUser = ReturnType<typeof createRequireUser>;
