import { createHmac, timingSafeEqual } from 'node:crypto';
import { adminTexts, billingTexts, planAt, type Subscription } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Loaded } from '../cache/coherent-cache';
import type { CacheInvalidation } from '../cache/invalidation';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import type { AppBindings } from '../http/context';
import { isAdminAccount } from '../profile/profile';
import { accountBanned, AppError, unauthenticated } from '../errors';
import type { Auth } from './auth';

export interface RequireUserOptions {
  /** Let a banned user through: only the endpoints the banned screen itself needs. */
  allowBanned?: boolean;
  /** While billing is on, only a user whose plan gives access now (the contracts' 'subscriber' access). */
  requirePlan?: boolean;
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

/** A signed-in session as requireUser and requireAdmin need it; cached per signed session cookie. */
interface SignedInSession {
  userId: string;
  isBanned: boolean;
  /** profiles.is_admin, or the user's e-mail in ADMIN_EMAILS. */
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  expiresAt: Date;
  /** The profile's stored plan and when it lapses by itself, read as of now by planAt. */
  plan: { subscription: Subscription; accessEndsAt: string | null };
}

export interface AdminPolicy {
  /** ADMIN_EMAILS: these users are admins whatever their profile says. */
  adminEmails: readonly string[];
  /** ADMIN_REQUIRE_2FA: an admin without two-factor sign-in is refused the admin endpoints. */
  requireTwoFactor: boolean;
}

/** Whether the 'subscriber' endpoints check the plan (billing is on), and the clock they read it by. */
export interface PlanPolicy {
  billingEnabled: boolean;
  clock: Clock;
}

const adminOnly = () => new AppError('ADMIN_ONLY', adminTexts.adminOnly);
const subscriptionRequired = () => new AppError('SUBSCRIPTION_REQUIRED', billingTexts.refusals.subscriptionRequired);
const twoFactorRequired = () => new AppError('TWO_FACTOR_REQUIRED', adminTexts.twoFactorRequired);

/** Sessions a server keeps in memory: each is a couple of hundred bytes. */
const sessionCacheCapacity = 10_000;

/**
 * Resolves the signed-in user from the session cookie and puts the id on the context; handlers never read a user
 * id from the request. Every API request pays for this, so the session, its ban state and its plan are read in one
 * query and then kept in memory, per session token, until the database announces a change to the user's sessions,
 * ban, admin flag, plan, e-mail or two-factor sign-in (cache/invalidation.ts, docs/decisions/0007): a sign-out, a
 * revoked session, a ban or a payment takes effect as soon as the announcement arrives, on every server. A plan
 * that lapses by itself (a period or a grace period ending) needs no announcement: its end is cached with it. Sliding the session's expiry stays with better-auth, through
 * GET /api/session, which the web app reads on every navigation.
 */
export function createRequireUser(
  auth: Auth,
  db: Database,
  invalidation: CacheInvalidation,
  adminPolicy: AdminPolicy = { adminEmails: [], requireTwoFactor: true },
  planPolicy: PlanPolicy = { billingEnabled: false, clock: systemClock },
) {
  const cookieSettings = auth.$context.then(({ authCookies, secret }) => ({
    name: authCookies.sessionToken.name,
    secret,
  }));
  const sessionCache = invalidation.createCache<SignedInSession>('session', { capacity: sessionCacheCapacity });

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
      isAdmin: isAdminAccount(row.isAdmin, row.email, adminPolicy.adminEmails),
      twoFactorEnabled: row.twoFactorEnabled,
      // A user without a profile yet has no plan.
      plan: { subscription: row.subscription ?? 'free-trial', accessEndsAt: row.accessEndsAt?.toISOString() ?? null },
    };
    return { value: session, owner: row.userId };
  }

  async function sessionCookie(c: Context<AppBindings>): Promise<string | undefined> {
    return getCookie(c, (await cookieSettings).name);
  }

  /** The caller's session if it is still going (not signed out, revoked or expired). */
  async function currentSession(c: Context<AppBindings>): Promise<SignedInSession | null> {
    // Keyed by the signed cookie itself: only a cookie whose signature checked out is ever kept, so a request
    // whose cookie is cached needs no HMAC either.
    const cookie = await sessionCookie(c);
    const session = cookie ? await sessionCache.get(cookie, () => loadSession(cookie)) : null;
    return session && session.expiresAt > new Date() ? session : null;
  }

  const requireUser =
    ({ allowBanned = false, requirePlan = false }: RequireUserOptions = {}): MiddlewareHandler<AppBindings> =>
    async (c, next) => {
      const session = await currentSession(c);
      if (!session) throw unauthenticated();
      if (session.isBanned && !allowBanned) throw accountBanned();
      if (requirePlan && planPolicy.billingEnabled && planAt(session.plan, planPolicy.clock.now()) !== 'paid') {
        throw subscriptionRequired();
      }
      c.set('userId', session.userId);
      await next();
    };

  /** requireUser for the admin area: the caller must also be an admin, with two-factor sign-in unless waived. */
  const requireAdmin: MiddlewareHandler<AppBindings> = async (c, next) => {
    const session = await currentSession(c);
    if (!session) throw unauthenticated();
    if (session.isBanned) throw accountBanned();
    if (!session.isAdmin) throw adminOnly();
    if (adminPolicy.requireTwoFactor && !session.twoFactorEnabled) throw twoFactorRequired();
    c.set('userId', session.userId);
    await next();
  };

  /**
   * For a response that outlives its request (the live event stream): calls `onEnded` once the caller's session
   * has ended (signed out, revoked, expired) or the user is banned. Checked when the database announces a change
   * to the user's sessions or ban, and on each `recheck()`, which covers announcements lost while the listener
   * was down. A check the database cannot answer leaves the response going. `stop()` ends the watch.
   */
  function watchSession(c: Context<AppBindings>, onEnded: () => void) {
    const userId = c.get('userId');
    let ended = false;
    const recheck = async () => {
      if (ended) return;
      try {
        const session = await currentSession(c);
        if (session && !session.isBanned) return;
      } catch (error) {
        c.get('logger').warn({ err: error }, 'rechecking a session failed');
        return;
      }
      ended = true;
      onEnded();
    };
    const stop = invalidation.onForget('session', (owner) => {
      if (owner === userId) void recheck();
    });
    return { recheck, stop };
  }

  /**
   * Forgets the caller's cached sessions at once, after a better-auth request that may have ended or replaced
   * them (sign-out, revoking sessions, a new password): on this server the next request must not wait for the
   * database's announcement.
   */
  async function forgetCallerSessions(c: Context<AppBindings>): Promise<void> {
    const cookie = await sessionCookie(c);
    const owner = cookie ? sessionCache.ownerOf(cookie) : undefined;
    if (owner) sessionCache.forgetOwner(owner);
  }

  /** Whether the request carries a session cookie at all, valid or not: the page names a screen's reads for it. */
  async function hasSessionCookie(c: Context<AppBindings>): Promise<boolean> {
    return (await sessionCookie(c)) !== undefined;
  }

  return { requireUser, requireAdmin, forgetCallerSessions, watchSession, hasSessionCookie };
}

export type RequireUser = ReturnType<typeof createRequireUser>['requireUser'];
export type WatchSession = ReturnType<typeof createRequireUser>['watchSession'];
