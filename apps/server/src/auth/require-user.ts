import { adminTexts, billingTexts, planAt } from '@shutterdesk/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { CacheInvalidation } from '../cache/invalidation';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import type { AppBindings } from '../http/context';
import { accountBanned, AppError, unauthenticated } from '../errors';
import type { Auth } from './auth';
import { createSessionCache, type SessionCache } from './session-cache';
import { watchSession } from './session-watch';

export interface RequireUserOptions {
  /** Let a banned user through: only the endpoints the banned screen itself needs. */
  allowBanned?: boolean;
  /** While billing is on, only a user whose plan gives access now (the contracts' 'subscriber' access). */
  requirePlan?: boolean;
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

/**
 * Resolves the signed-in user from the session cookie (session-cache.ts) and puts the id on the context; handlers
 * never read a user id from the request.
 */
export function requireUserWith(sessions: SessionCache, planPolicy: PlanPolicy) {
  return ({ allowBanned = false, requirePlan = false }: RequireUserOptions = {}): MiddlewareHandler<AppBindings> =>
    async (c, next) => {
      const session = await sessions.current(c);
      if (!session) throw unauthenticated();
      if (session.isBanned && !allowBanned) throw accountBanned();
      if (requirePlan && planPolicy.billingEnabled && planAt(session.plan, planPolicy.clock.now()) !== 'paid') {
        throw subscriptionRequired();
      }
      c.set('userId', session.userId);
      await next();
    };
}

/** requireUser for the admin area: the caller must also be an admin, with two-factor sign-in unless waived. */
export function requireAdminWith(sessions: SessionCache, adminPolicy: AdminPolicy): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const session = await sessions.current(c);
    if (!session) throw unauthenticated();
    if (session.isBanned) throw accountBanned();
    if (!session.isAdmin) throw adminOnly();
    if (adminPolicy.requireTwoFactor && !session.twoFactorEnabled) throw twoFactorRequired();
    c.set('userId', session.userId);
    await next();
  };
}

/**
 * The session checks of one app over one session cache. Sliding the session's expiry stays with better-auth, through
 * GET /api/session, which the web app reads on every navigation.
 */
export function createRequireUser(
  auth: Auth,
  db: Database,
  invalidation: CacheInvalidation,
  adminPolicy: AdminPolicy = { adminEmails: [], requireTwoFactor: true },
  planPolicy: PlanPolicy = { billingEnabled: false, clock: systemClock },
) {
  const sessions = createSessionCache(auth, db, invalidation, adminPolicy.adminEmails);
  return {
    requireUser: requireUserWith(sessions, planPolicy),
    requireAdmin: requireAdminWith(sessions, adminPolicy),
    /**
     * Forgets the caller's cached sessions at once, after a better-auth request that may have ended or replaced
     * them (sign-out, revoking sessions, a new password): on this server the next request must not wait for the
     * database's announcement.
     */
    forgetCallerSessions: (c: Context<AppBindings>): Promise<void> => sessions.forgetCaller(c),
    watchSession: (c: Context<AppBindings>, onEnded: () => void) => watchSession(sessions, c, onEnded),
    /** Whether the request carries a session cookie at all, valid or not: the page names a screen's reads for it. */
    hasSessionCookie: async (c: Context<AppBindings>): Promise<boolean> => (await sessions.cookieOf(c)) !== undefined,
  };
}

export type RequireUser = ReturnType<typeof createRequireUser>['requireUser'];
export type WatchSession = ReturnType<typeof createRequireUser>['watchSession'];
