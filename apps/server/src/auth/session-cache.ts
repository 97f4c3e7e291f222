import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Subscription } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Loaded } from '../cache/coherent-cache';
import type { CacheInvalidation } from '../cache/invalidation';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import type { AppBindings } from '../http/context';
import { isAdminAccount } from '../profile/profile';
import type { Auth } from './auth';

/**
 * The signed-in sessions a server keeps in memory. Every API request asks for its session, so the session, its ban
 * state and its plan are read in one query and then kept per session token until the database announces a change to
 * the user's sessions, ban, admin flag, plan, e-mail or two-factor sign-in (cache/invalidation.ts,
 * docs/decisions/0007): a sign-out, a revoked session, a ban or a payment takes effect as soon as the announcement
 * arrives, on every server. A plan that lapses by itself (a period or a grace period ending) needs no announcement:
 * its end is cached with it.
 */

/** A signed-in session as requireUser and requireAdmin need it; cached per signed session cookie. */
export interface SignedInSession {
  userId: string;
  isBanned: boolean;
  /** profiles.is_admin, or the user's e-mail in ADMIN_EMAILS. */
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  expiresAt: Date;
  /** The profile's stored plan and when it lapses by itself, read as of now by planAt. */
  plan: { subscription: Subscription; accessEndsAt: string | null };
}

export interface SessionCache {
  /** The caller's session if it is still going (not signed out, revoked or expired). */
  current(c: Context<AppBindings>): Promise<SignedInSession | null>;
  /** The caller's session cookie as sent, valid or not. */
  cookieOf(c: Context<AppBindings>): Promise<string | undefined>;
  /** Drops the cached sessions of the caller's user on this server. */
  forgetCaller(c: Context<AppBindings>): Promise<void>;
  /** Calls `listener` with the user whenever that user's cached sessions are dropped, here or on another server. */
  onForget(listener: (userId: string) => void): () => void;
}

/** Sessions a server keeps in memory: each is a couple of hundred bytes. */
const sessionCacheCapacity = 10_000;

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

/** `adminEmails` is ADMIN_EMAILS: these users are admins whatever their profile says. */
export function createSessionCache(
  auth: Auth,
  db: Database,
  invalidation: CacheInvalidation,
  adminEmails: readonly string[],
): SessionCache {
  const cookieSettings = auth.$context.then(({ authCookies, secret }) => ({
    name: authCookies.sessionToken.name,
    secret,
  }));
  const cache = invalidation.createCache<SignedInSession>('session', { capacity: sessionCacheCapacity });

  // Prepared once: PostgreSQL plans it once per connection, and the SQL is not built again per request.
  const findSession = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      bannedAt: profiles.bannedAt,
      isAdmin: profiles.isAdmin,
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
      subscription: profiles.subscription,
      accessEndsAt: profiles.accessEndsAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('require_user');

  async function loadSession(cookie: string): Promise<Loaded<SignedInSession> | null> {
    const token = verifySignedSessionCookie(cookie, (await cookieSettings).secret);
    if (!token) return null;
    const [row] = await findSession.execute({ token });
    if (!row) return null;
    const session: SignedInSession = {
      userId: row.userId,
      expiresAt: row.expiresAt,
      isBanned: row.bannedAt !== null,
      isAdmin: isAdminAccount(row.isAdmin, row.email, adminEmails),
      twoFactorEnabled: row.twoFactorEnabled,
      // A user without a profile yet has no plan.
      plan: { subscription: row.subscription ?? 'free-trial', accessEndsAt: row.accessEndsAt?.toISOString() ?? null },
    };
    return { value: session, owner: row.userId };
  }

  const cookieOf = async (c: Context<AppBindings>) => getCookie(c, (await cookieSettings).name);

  return {
    cookieOf,
    async current(c) {
      // Keyed by the signed cookie itself: only a cookie whose signature checked out is ever kept, so a request
      // whose cookie is cached needs no HMAC either.
      const cookie = await cookieOf(c);
      const session = cookie ? await cache.get(cookie, () => loadSession(cookie)) : null;
      return session && session.expiresAt > new Date() ? session : null;
    },
    async forgetCaller(c) {
      const cookie = await cookieOf(c);
      const owner = cookie ? cache.ownerOf(cookie) : undefined;
      if (owner) cache.forgetOwner(owner);
    },
    onForget: (listener) => invalidation.onForget('session', listener),
  };
}
