import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles } from '../db/schema';
import { accountBanned } from '../errors';

/** better-auth's routes a banned user (or a visitor) may still use: signing out, and those that need no session. */
const openToBannedUsers = new Set([
  '/sign-out',
  '/get-session',
  '/sign-in/email',
  '/sign-up/email',
  '/verify-email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/ok',
  '/error',
]);

export function bannedError(): APIError {
  const { code, message } = accountBanned();
  return new APIError('FORBIDDEN', { code, message });
}

export async function isBanned(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ bannedAt: profiles.bannedAt }).from(profiles).where(eq(profiles.id, userId));
  return (row?.bannedAt ?? null) !== null;
}

/**
 * A banned user keeps the session they had (the browser shows the banned screen with it) but may not use it on
 * better-auth's account routes (change the name, the e-mail or the password, list or revoke sessions).
 */
export async function refuseBannedSession(
  db: Database,
  path: string,
  headers: Headers | undefined,
  readSession: () => Promise<{ user: { id: string } } | null>,
): Promise<void> {
  if (openToBannedUsers.has(path) || path.startsWith('/reset-password/') || !headers?.get('cookie')) return;
  const session = await readSession();
  if (session && (await isBanned(db, session.user.id))) throw bannedError();
}
