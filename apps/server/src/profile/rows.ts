import { applyPointsChange } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, type ProfileRow } from '../db/schema';
import { profileNotFound } from '../errors';

/** Profile rows that several dashboard features read and write (none of them may import another feature). */

/** The user's profile; a signed-in user whose profile does not exist yet gets 404 PROFILE_NOT_FOUND. */
export async function readProfileRow(db: Database, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw profileNotFound();
  return row;
}

/**
 * The profile, locked until the transaction ends. Every dashboard change that reads the profile and then
 * writes (points, the category list, the priority-task limit, positions) takes this lock first, so two
 * requests of one user are applied one after the other and never both pass a check.
 */
export async function lockProfileRow(tx: Database, userId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!row) throw profileNotFound();
  return row;
}

/**
 * Adds `change` (negative to take points back) to a profile locked by lockProfileRow; the total never goes
 * below 0. Returns the new total and the change actually made, which is smaller than asked at the floor.
 */
export async function changePoints(
  tx: Database,
  profile: Pick<ProfileRow, 'id' | 'points'>,
  change: number,
): Promise<{ points: number; pointsChange: number }> {
  const points = applyPointsChange(profile.points, change);
  if (points !== profile.points) {
    await tx.update(profiles).set({ points, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  }
  return { points, pointsChange: points - profile.points };
}
