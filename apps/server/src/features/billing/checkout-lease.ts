import { eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutAttempts, type CheckoutAttemptRow } from '../../db/schema/billing';

/**
 * The per-user checkout lease (checkout_attempts, docs/decisions/0020-billing-access.md): one start at a time per user,
 * and the session it made kept, so the next start can expire it before making another. No transaction is held across
 * a Stripe call: the lease is a row claimed and released in statements of their own, and it lapses by itself
 * (`leaseMs`) if a server dies holding it.
 */

/** Longer than a start's Stripe calls can take (each up to 10 s, retried twice), so a slow start keeps its lease. */
const leaseMs = 2 * 60 * 1000;

export type PreviousCheckout = Pick<CheckoutAttemptRow, 'stripeSessionId' | 'sessionUrl' | 'requestKey'>;

/**
 * Claims the user's lease: the row is made, or taken over when no start holds it (or the one that did has lapsed),
 * in one statement, so of two starts at once exactly one gets it. Answers the session the last start made, or
 * undefined when another start holds the lease now.
 */
export async function claimCheckout(db: Database, userId: string, now: Date): Promise<PreviousCheckout | undefined> {
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const [claimed] = await db
    .insert(checkoutAttempts)
    .values({ userId, leasedUntil, updatedAt: now })
    .onConflictDoUpdate({
      target: checkoutAttempts.userId,
      set: { leasedUntil, updatedAt: now },
      setWhere: or(
        isNull(checkoutAttempts.leasedUntil),
        lte(checkoutAttempts.leasedUntil, sql`${now.toISOString()}::timestamptz`),
      ),
    })
    .returning({
      stripeSessionId: checkoutAttempts.stripeSessionId,
      sessionUrl: checkoutAttempts.sessionUrl,
      requestKey: checkoutAttempts.requestKey,
    });
  return claimed;
}

/** Keeps the session a start made as the user's newest, and releases the lease. */
export async function recordCheckout(
  db: Database,
  userId: string,
  session: { id: string; url: string; requestKey: string },
  now: Date,
): Promise<void> {
  await db
    .update(checkoutAttempts)
    .set({
      leasedUntil: null,
      stripeSessionId: session.id,
      sessionUrl: session.url,
      requestKey: session.requestKey,
      updatedAt: now,
    })
    .where(eq(checkoutAttempts.userId, userId));
}

/** Releases the lease of a start that ended without a new session (refused, reused or failed). */
export async function releaseCheckout(db: Database, userId: string): Promise<void> {
  await db.update(checkoutAttempts).set({ leasedUntil: null }).where(eq(checkoutAttempts.userId, userId));
}
