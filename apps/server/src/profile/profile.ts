import { defaultGraceDays, graceEndsAt, planAt, type Profile } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import { profiles, users, type ProfileRow } from '../db/schema';
import { profileNotFound } from '../errors';
import { grantOf } from './plan-access';

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

/** What showing a profile depends on beyond its row: who is an admin by configuration, and the plan as of now. */
export interface ProfileView {
  /** ADMIN_EMAILS */
  adminEmails: readonly string[];
  clock: Clock;
  /** BILLING_GRACE_DAYS, for when a failed payment stops giving access. */
  graceDays: number;
}

/**
 * For profiles made outside a request (the admin CLI, the demo seed, the tests' factories), whose answer nobody reads:
 * nobody an admin by configuration, the default grace period, the system clock.
 */
export const backgroundProfileView: ProfileView = { adminEmails: [], clock: systemClock, graceDays: defaultGraceDays };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toProfile(row: ProfileRow, twoFactorEnabled: boolean, view: ProfileView): Profile {
  const subscription = planAt(
    { subscription: row.subscription, accessEndsAt: iso(row.accessEndsAt) },
    view.clock.now(),
  );
  const paymentFailedAt = iso(row.paymentFailedAt);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    points: row.points,
    goal: row.goal,
    subscription,
    billing: {
      accessEndsAt: subscription === 'paid' ? iso(row.accessEndsAt) : null,
      paymentFailedAt,
      graceEndsAt: paymentFailedAt && graceEndsAt(paymentFailedAt, view.graceDays),
      grant: grantOf(row),
      trialUsed: row.trialUsed,
    },
    taskCategories: row.taskCategories,
    categoryNames: row.categoryNames,
    links: row.links,
    timezone: row.timezone,
    clientHeaders: row.clientHeaders,
    notificationPreferences: row.notificationPreferences,
    leadWaitingHours: row.leadWaitingHours,
    isBanned: row.bannedAt !== null,
    isAdmin: isAdminAccount(row.isAdmin, row.email, view.adminEmails),
    twoFactorEnabled,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findProfile(db: Database, userId: string, view: ProfileView): Promise<Profile | null> {
  // The two-factor flag is better-auth's, on the user; the profile has no copy of it to keep true.
  const [row] = await db
    .select({ profile: profiles, twoFactorEnabled: users.twoFactorEnabled })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ? toProfile(row.profile, row.twoFactorEnabled, view) : null;
}

/** The profile; a signed-in user whose profile does not exist yet gets 404 PROFILE_NOT_FOUND. */
export async function readProfile(db: Database, userId: string, view: ProfileView): Promise<Profile> {
  const profile = await findProfile(db, userId, view);
  if (!profile) throw profileNotFound();
  return profile;
}
