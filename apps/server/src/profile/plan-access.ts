import { profileAccess, type AccessGrant } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profiles, type ProfileRow } from '../db/schema';
import { listSubscriptionRows, toSubscriptionRecord } from '../records/subscription-rows';

/** The profile's grant as the access rule reads it. */
export function grantOf(row: Pick<ProfileRow, 'accessGrant' | 'accessGrantEndsAt'>): AccessGrant | null {
  return row.accessGrant ? { kind: row.accessGrant, endsAt: row.accessGrantEndsAt?.toISOString() ?? null } : null;
}

/**
 * Works out a user's plan from their subscriptions and grant (profileAccess in packages/core,
 * docs/decisions/0020-billing-access.md) and stores it on their profile: called whenever a subscription is stored or
 * a grant changes, in the same transaction. The database announces a changed plan (migration 0021), so every
 * server's cached sessions see it at once. The profile is locked while it is worked out, so two changes at once
 * are applied one after the other. A user without a profile yet has nothing to store: creating it works it out.
 */
export async function refreshProfileAccess(db: Database, userId: string, now: Date, graceDays: number): Promise<void> {
  const [profile] = await db
    .select({ accessGrant: profiles.accessGrant, accessGrantEndsAt: profiles.accessGrantEndsAt })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!profile) return;
  const subscriptions = (await listSubscriptionRows(db, userId)).map(toSubscriptionRecord);
  const access = profileAccess({ subscriptions, grant: grantOf(profile), now, graceDays });
  await db
    .update(profiles)
    .set({
      subscription: access.subscription,
      accessEndsAt: access.accessEndsAt === null ? null : new Date(access.accessEndsAt),
      paymentFailedAt: access.paymentFailedAt === null ? null : new Date(access.paymentFailedAt),
      trialUsed: access.trialUsed,
    })
    .where(eq(profiles.id, userId));
}
