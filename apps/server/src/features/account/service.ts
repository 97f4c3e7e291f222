import type { Profile, ProfileLinks } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { profileNotFound } from '../../errors';
import { refreshProfileAccess } from '../../profile/plan-access';
import { backgroundProfileView, findProfile, type ProfileView } from '../../profile/profile';

/**
 * Creates the user's profile with the spec's defaults if it is missing (spec: "if no profile exists, one is
 * created with defaults"); an existing profile is returned unchanged, so a repeated call is harmless. A new profile
 * gets the plan of any subscription its user bought before it existed.
 */
export async function ensureProfile(
  db: Database,
  userId: string,
  timezone: string,
  view: ProfileView,
): Promise<{ profile: Profile; created: boolean }> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId} for a signed-in session`);
  const inserted = await db
    .insert(profiles)
    .values({ id: userId, name: user.name, email: user.email, timezone })
    .onConflictDoNothing({ target: profiles.id })
    .returning({ id: profiles.id });
  const created = inserted.length > 0;
  if (created) await refreshProfileAccess(db, userId, view.clock.now(), view.graceDays);
  const profile = await findProfile(db, userId, view);
  if (!profile) throw new Error(`Profile ${userId} vanished while being created`);
  return { profile, created };
}

/** Makes the user with this e-mail an admin (npm run admin -- grant <email>); false when no such user exists. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await ensureProfile(db, user.id, 'UTC', backgroundProfileView);
  await db.update(profiles).set({ isAdmin: true, updatedAt: new Date() }).where(eq(profiles.id, user.id));
  return true;
}

/** Saves what the account settings change on the profile itself: the links, the time zone, the lead waiting hours. */
export async function updateProfileSettings(
  db: Database,
  userId: string,
  change: { links: ProfileLinks } | { timezone: string } | { leadWaitingHours: number },
): Promise<void> {
  const updated = await db
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw profileNotFound();
}
