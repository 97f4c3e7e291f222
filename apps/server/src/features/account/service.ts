import type { Profile, ProfileLinks } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { profileNotFound } from '../../errors';
import { findProfile, toProfile } from '../../profile/profile';

/**
 * Creates the user's profile with the spec's defaults if it is missing (spec: "if no profile exists, one is
 * created with defaults"); an existing profile is returned unchanged, so a repeated call is harmless.
 */
export async function ensureProfile(
  db: Database,
  userId: string,
  timezone: string,
  adminEmails: readonly string[],
): Promise<{ profile: Profile; created: boolean }> {
  const [user] = await db
    .select({ name: users.name, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId} for a signed-in session`);
  const inserted = await db
    .insert(profiles)
    .values({ id: userId, name: user.name, email: user.email, timezone })
    .onConflictDoNothing({ target: profiles.id })
    .returning();
  const row = inserted[0];
  if (row) return { profile: toProfile(row, user.twoFactorEnabled, adminEmails), created: true };
  const existing = await findProfile(db, userId, adminEmails);
  if (!existing) throw new Error(`Profile ${userId} vanished while being created`);
  return { profile: existing, created: false };
}

/** Makes the user with this e-mail an admin (npm run admin -- grant <email>); false when no such user exists. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return false;
  await ensureProfile(db, user.id, 'UTC', []);
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
