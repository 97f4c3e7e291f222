import { createHash, randomUUID } from 'node:crypto';
import { emailField } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Counts one attempt under `key` in the shared rate_limits table, in one atomic statement so that
 * concurrent requests on several instances cannot all slip through. A window restarts once it has passed.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<{ allowed: boolean }> {
  const windowStart = now - rule.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} or ${rateLimits.count} < ${rule.max} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return { allowed: (row?.count ?? 1) <= rule.max };
}

/** Gives back one attempt, for an attempt that turned out not to count (a sign-in that succeeded). */
export async function refundRateLimit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every attempt under `key`, for a proof of ownership (a followed reset link) that ends a lockout. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The per-account sign-in key of a request body, or null when its e-mail is not a well-formed address: nothing is
 * written for input that cannot name an account, and the address is hashed, so the key has a fixed size and the
 * table holds no e-mail addresses.
 */
export function signInAccountKey(body: unknown): string | null {
  return addressKey('sign-in-account', body);
}

export function accountKeyFor(email: string): string {
  return emailKey('sign-in-account', email);
}

/** The key of `purpose` for a request body's e-mail, or null when it is not a well-formed address (as above). */
export function addressKey(purpose: string, body: unknown): string | null {
  const email = emailField.safeParse((body as { email?: unknown } | null | undefined)?.email);
  return email.success ? emailKey(purpose, email.data) : null;
}

function emailKey(purpose: string, email: string): string {
  return `${purpose}|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
