import type { Profile } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, users, type ProfileRow } from '../db/schema';
import { profileNotFound } from '../errors';

/**
 * The signed-in user's Profile as the API shows it. Shared: the session and profile endpoints read it, and the
 * endpoints that change it (onboarding, task categories, client columns) answer with it.
 */

/**
 * Who is an admin: the profile's flag (`npm run admin -- grant`), or an e-mail in ADMIN_EMAILS. ADMIN_EMAILS is read
 * at request time, so editing it and restarting is all it takes.
 */
export function isAdminAccount(isAdminFlag: boolean | null, email: string, adminEmails: readonly string[]): boolean {
  return (isAdminFlag ?? false) || adminEmails.includes(email.toLowerCase());
}

export function toProfile(row: ProfileRow, twoFactorEnabled: boolean, adminEmails: readonly string[]): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    points: row.points,
    goal: row.goal,
    subscription: row.subscription,
    taskCategories: row.taskCategories,
    categoryNames: row.categoryNames,
    links: row.links,
    timezone: row.timezone,
    clientHeaders: row.clientHeaders,
    notificationPreferences: row.notificationPreferences,
    leadWaitingHours: row.leadWaitingHours,
    isBanned: row.bannedAt !== null,
    isAdmin: isAdminAccount(row.isAdmin, row.email, adminEmails),
    twoFactorEnabled,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findProfile(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<Profile | null> {
  // The two-factor flag is better-auth's, on the user; the profile has no copy of it to keep true.
  const [row] = await db
    .select({ profile: profiles, twoFactorEnabled: users.twoFactorEnabled })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ? toProfile(row.profile, row.twoFactorEnabled, adminEmails) : null;
}

/** The profile; a signed-in user whose profile does not exist yet gets 404 PROFILE_NOT_FOUND. */
export async function readProfile(db: Database, userId: string, adminEmails: readonly string[]): Promise<Profile> {
  const profile = await findProfile(db, userId, adminEmails);
  if (!profile) throw profileNotFound();
  return profile;
}
