import { isAPIError } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, users, verifications } from '../db/schema';
import { bannedError } from './banned-sessions';
import type { AuthHookContext } from './hook-context';

/** How long a reset link works: an hour. */
export const resetLinkLifetimeSeconds = 60 * 60;

/** better-auth keeps each reset link as a verification row `reset-password:<token>` whose value is the user id. */
const resetIdentifier = (token: string) => `reset-password:${token}`;
const isResetLink = like(verifications.identifier, 'reset-password:%');

/**
 * A reset link of `userId` made here, as better-auth makes one for a forgotten password (a token of 24 random
 * characters, valid `resetLinkLifetimeSeconds`); returns its token.
 */
export async function issueResetLink(db: Database, userId: string): Promise<string> {
  const token = generateRandomString(24);
  await db.insert(verifications).values({
    id: generateRandomString(32),
    identifier: resetIdentifier(token),
    value: userId,
    expiresAt: new Date(Date.now() + resetLinkLifetimeSeconds * 1000),
  });
  return token;
}

/** A reset link that may be used: whose it is, and whether that user is banned (a banned user's reset changes nothing). */
export interface ClaimedResetLink {
  userId: string;
  banned: boolean;
}

/**
 * Makes `token` its user's only reset link before it is used: the others are deleted, so an older link (in a mailbox
 * someone else reads, say) does not work after a newer one. It runs holding the user's row, so of two links used
 * at once the second finds itself deleted and changes nothing. Null for a token that is unknown or expired (left to
 * better-auth's answer); a banned user's links are left as they are.
 */
export function claimResetLink(db: Database, token: string): Promise<ClaimedResetLink | null> {
  return db.transaction(async (tx) => {
    const identifier = resetIdentifier(token);
    const [link] = await tx
      .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.identifier, identifier));
    if (!link || link.expiresAt < new Date()) return null;
    const [user] = await tx
      .select({ bannedAt: profiles.bannedAt })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, link.userId))
      .for('update', { of: users });
    if (!user) return null;
    // Read again under the lock: a link used or deleted meanwhile is gone.
    if ((await tx.$count(verifications, eq(verifications.identifier, identifier))) === 0) return null;
    if (user.bannedAt !== null) return { userId: link.userId, banned: true };
    await tx
      .delete(verifications)
      .where(and(isResetLink, eq(verifications.value, link.userId), ne(verifications.identifier, identifier)));
    return { userId: link.userId, banned: false };
  });
}

/** The reset link of `token` works no more. */
export async function forgetResetLink(db: Database, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, resetIdentifier(token)));
}

/** After a new password (a reset, a change): no reset link of the user works any more. */
export async function forgetResetLinks(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(isResetLink, eq(verifications.value, userId)));
}

/** Before better-auth's /reset-password: its link is claimed (`claimResetLink`), and a banned user's refused. */
export async function claimRequestedResetLink(db: Database, body: unknown, query: unknown): Promise<void> {
  // Where better-auth reads it: the body's, else the query's.
  const fromBody = (body as { token?: unknown } | undefined)?.token;
  const token = fromBody ? fromBody : (query as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && (await claimResetLink(db, token))?.banned) throw bannedError();
}

/** After better-auth's /change-password: a new password ends every reset link, as a reset does. */
export async function forgetResetLinksAfterPasswordChange(ctx: AuthHookContext, db: Database): Promise<void> {
  const userId = ctx.context.session?.user.id;
  if (ctx.path === '/change-password' && userId && !isAPIError(ctx.context.returned)) {
    await forgetResetLinks(db, userId);
  }
}
