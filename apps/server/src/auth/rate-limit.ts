import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
