import { createHash } from 'node:crypto';
import { accountTexts } from '@shutterdesk/core';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { passwordCheckKey } from '../../auth/password-checks';
import { accountKeyFor, clearRateLimit, consumeRateLimit } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { retryingConflicts } from '../../db/errors';
import { accounts, idempotencyKeys, users, verifications, waitlist } from '../../db/schema';
import { AppError } from '../../errors';

/** What deleting an account needs of billing (handed in by app.ts while billing is on). */
export interface SubscriptionEnding {
  endSubscriptionsOf(userId: string): Promise<void>;
}

const wrongPassword = () =>
  new AppError('WRONG_PASSWORD', accountTexts.wrongPassword, { password: accountTexts.wrongPassword });

/** Five tries in 15 minutes: an open session must not become a way to guess the password. */
const deletionAttemptLimit = { window: 15 * 60, max: 5 };
/** Hashed like the sign-in counter's key, so the table names no user. */
const deletionAttemptsKey = (userId: string) => `delete-account|${createHash('sha256').update(userId).digest('hex')}`;

/** Checks the password against the user's credential account, as better-auth's own sign-in would. */
async function verifyPassword(db: Database, auth: Auth, userId: string, password: string): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) throw wrongPassword();
  const context = await auth.$context;
  if (!(await context.password.verify({ hash: credential.hash, password }))) throw wrongPassword();
}

/**
 * Deletes the user and every row they own. The password is checked first (five tries in 15 minutes), and a running
 * subscription is ended at
 * Stripe (so nobody is charged for a deleted account); then one transaction removes the user, whose foreign keys
 * cascade to every table they own, and the rows that name them without a foreign key: idempotency keys, password
 * reset tokens, the waitlist entry and the attempt counters. Sessions go with the user, so the session ends.
 * Ending the subscription makes Stripe send webhooks that update the same rows meanwhile; should the two
 * transactions deadlock, PostgreSQL ends one and it is run again.
 */
export async function deleteAccount(
  db: Database,
  auth: Auth,
  billing: SubscriptionEnding | undefined,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  if (!(await consumeRateLimit(db, deletionAttemptsKey(userId), deletionAttemptLimit, now.getTime())).allowed) {
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.');
  }
  await verifyPassword(db, auth, userId, password);
  await billing?.endSubscriptionsOf(userId);
  await retryingConflicts(() => deleteUserRows(db, userId));
}

/** The user, whose foreign keys cascade to every table they own, and the rows that name them without a key. */
function deleteUserRows(db: Database, userId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const email = user.email.toLowerCase();
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.value, userId), sql`strpos(lower(${verifications.value}), ${email}) > 0`));
    await tx.delete(waitlist).where(eq(sql`lower(${waitlist.email})`, email));
    await clearRateLimit(tx, accountKeyFor(email));
    await clearRateLimit(tx, deletionAttemptsKey(userId));
    await clearRateLimit(tx, passwordCheckKey(userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
