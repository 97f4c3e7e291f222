import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { AuthHookContext } from './hook-context';
import { signInAccountKey, type RateLimitRule } from './rate-limit';

/**
 * A browser that has signed in to an account is known to it: better-auth's signed cookie `known_device` names the
 * account and a random id of the browser. Wrong passwords from a known browser count toward that browser's own
 * lock; everyone else's count toward the account's. Whoever knows an address can still lock out strangers
 * (themselves included) for a while, but not the owner on a browser they have used before (OWASP's device cookies).
 */
const cookieName = 'known_device';

/** How long a browser stays known after it last signed in: about half a year. */
const knownFor = 180 * 24 * 60 * 60;

/** Failed sign-ins allowed per account from browsers not known to it, whatever address they come from. */
export const signInPerAccountLimit = { window: 15 * 60, max: 10 };

/** Failed sign-ins allowed per known browser, whatever address it comes from; as many as per account. */
export const signInPerDeviceLimit = { window: 15 * 60, max: 10 };

interface KnownDevice {
  userId: string;
  deviceId: string;
}

async function knownDeviceOf(ctx: AuthHookContext): Promise<KnownDevice | null> {
  const value = await ctx.getSignedCookie(ctx.context.createAuthCookie(cookieName).name, ctx.context.secret);
  if (!value) return null;
  const [userId, deviceId] = value.split(':');
  return userId && deviceId ? { userId, deviceId } : null;
}

async function hasEmail(db: Database, userId: string, email: unknown): Promise<boolean> {
  if (typeof email !== 'string') return false;
  const matches = await db.$count(users, and(eq(users.id, userId), eq(users.email, email.trim().toLowerCase())));
  return matches > 0;
}

/**
 * What a sign-in attempt counts toward: its browser's own lock when the browser is known to the account the body
 * names, else the account's (`signInPerAccountLimit`); null when the body names no well-formed address.
 */
export async function signInLock(
  ctx: AuthHookContext,
  db: Database,
): Promise<{ key: string; rule: RateLimitRule } | null> {
  const accountKey = signInAccountKey(ctx.body);
  if (!accountKey) return null;
  const device = await knownDeviceOf(ctx);
  if (!device || !(await hasEmail(db, device.userId, (ctx.body as { email?: unknown }).email))) {
    return { key: accountKey, rule: signInPerAccountLimit };
  }
  return {
    key: `sign-in-device|${createHash('sha256').update(device.deviceId).digest('hex')}`,
    rule: signInPerDeviceLimit,
  };
}

/**
 * After a request that signed someone in (a password, a second-factor code, a verification link): their browser is
 * known to the account from now on. A browser already known to the account keeps its id.
 */
export async function rememberDevice(ctx: AuthHookContext): Promise<void> {
  const userId = ctx.context.newSession?.user.id;
  if (!userId) return;
  const known = await knownDeviceOf(ctx);
  const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
  const cookie = ctx.context.createAuthCookie(cookieName, {
    maxAge: knownFor,
    path: new URL(ctx.context.baseURL).pathname,
  });
  await ctx.setSignedCookie(cookie.name, `${userId}:${deviceId}`, ctx.context.secret, cookie.attributes);
}
