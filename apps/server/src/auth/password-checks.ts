import { createHash } from 'node:crypto';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '../db/client';
import type { AuthHookContext } from './hook-context';
import { consumeRateLimit, refundRateLimit } from './rate-limit';

/** Wrong passwords allowed per signed-in account on the routes below, whatever address they come from. */
export const passwordCheckPerAccountLimit = { window: 15 * 60, max: 10 };

/** better-auth's routes that check the signed-in user's password: each is a way to guess it. */
const passwordCheckPaths = new Set([
  '/verify-password',
  '/change-password',
  '/change-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

/** Hashed like the other counters' keys, so the table names no user. */
export const passwordCheckKey = (userId: string) =>
  `password-check|${createHash('sha256').update(userId).digest('hex')}`;

/**
 * Besides better-auth's per-address rules: a stolen session cannot guess the password from many addresses (it
 * answered 200 to the right password after twenty wrong ones from twenty addresses). Every attempt counts here
 * first; `settlePasswordCheck` gives back those that were not a wrong password.
 */
export async function limitPasswordCheck(ctx: AuthHookContext, db: Database): Promise<void> {
  if (!passwordCheckPaths.has(ctx.path)) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  if (!(await consumeRateLimit(db, passwordCheckKey(session.user.id), passwordCheckPerAccountLimit)).allowed) {
    throw new APIError('TOO_MANY_REQUESTS', {
      code: 'RATE_LIMITED',
      message: 'Too many wrong passwords. Please try again later.',
    });
  }
}

export async function settlePasswordCheck(ctx: AuthHookContext, db: Database): Promise<void> {
  if (!passwordCheckPaths.has(ctx.path)) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.body?.code === 'INVALID_PASSWORD') return;
  // The session the route ran with: a new password replaces it with another (revokeOtherSessions).
  const userId = ctx.context.session?.user.id;
  if (userId) await refundRateLimit(db, passwordCheckKey(userId));
}
