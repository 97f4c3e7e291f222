import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatDrafts } from '../../db/schema';
import { AppError } from '../../errors';

const hourMs = 60 * 60 * 1000;

/**
 * Counts one draft against the user's hourly allowance, or refuses it with 429. The row is written first and the
 * hour counted after, so concurrent requests on several instances can never together exceed the limit (at worst
 * both of two racing requests are refused).
 */
export async function takeDraftAllowance(db: Database, userId: string, perHour: number, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - hourMs);
  await db.delete(chatDrafts).where(and(eq(chatDrafts.userId, userId), lte(chatDrafts.createdAt, hourAgo)));
  const [draft] = await db.insert(chatDrafts).values({ userId, createdAt: now }).returning({ id: chatDrafts.id });
  const [window] = await db
    .select({ drafts: count(), oldest: min(chatDrafts.createdAt) })
    .from(chatDrafts)
    .where(and(eq(chatDrafts.userId, userId), gt(chatDrafts.createdAt, hourAgo)));
  if ((window?.drafts ?? 0) <= perHour) return;

  await db.delete(chatDrafts).where(eq(chatDrafts.id, draft!.id));
  const oldest = window?.oldest ?? now;
  const minutes = Math.max(1, Math.ceil((oldest.getTime() + hourMs - now.getTime()) / 60_000));
  throw new AppError(
    429,
    'DRAFT_LIMIT_REACHED',
    `You have used all ${perHour} drafts for this hour. You can ask for another in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
