import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { profiles, sessions } from '../db/schema';
import type { AppBindings } from '../http/context';
import { accountBanned, unauthenticated } from '../http/errors';
import type { Auth } from './auth';

export interface RequireUserOptions {
  /** Let a banned user through: only the endpoints the banned screen itself needs. */
  allowBanned?: boolean;
}

/**
 * The session token inside better-auth's signed session cookie, which holds "token.signature" with the
 * signature the base64 HMAC-SHA256 of the token under the auth secret; null when the signature does not match.
 */
export function verifySignedSessionCookie(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Resolves the signed-in user from the session cookie and puts the id on the context; handlers never read a user
 * id from the request. The session is checked against the database on every request, so a sign-out or a ban
 * takes effect at once, in one query (session and ban state together) rather than better-auth's getSession
 * and a second read of the profile: every API request pays for it. Sliding the session's expiry stays with
 * better-auth, through GET /api/session, which the web app reads on every navigation.
 */
export function createRequireUser(auth: Auth, db: Database) {
  const cookieSettings = auth.$context.then(({ authCookies, secret }) => ({
    name: authCookies.sessionToken.name,
    secret,
  }));

  // Prepared once: PostgreSQL plans it once per connection, and the SQL is not built again per request.
  const findSignedIn = db
    .select({ userId: sessions.userId, isBanned: profiles.isBanned })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('require_user');

  return ({ allowBanned = false }: RequireUserOptions = {}): MiddlewareHandler<AppBindings> =>
    async (c, next) => {
      const { name, secret } = await cookieSettings;
      const cookie = getCookie(c, name);
      const token = cookie ? verifySignedSessionCookie(cookie, secret) : null;
      if (!token) throw unauthenticated();
      const [signedIn] = await findSignedIn.execute({ token, now: new Date() });
      if (!signedIn) throw unauthenticated();
      if (signedIn.isBanned && !allowBanned) throw accountBanned();
      c.set('userId', signedIn.userId);
      await next();
    };
}

export type RequireUser = ReturnType<typeof createRequireUser>;
