import { adminTexts, willRenew, type AdminAuditChanges, type AdminUserUpdate } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { refreshProfileAccess } from '../../profile/plan-access';
import { listSubscriptionRows, toSubscriptionRecord } from '../../records/subscription-rows';
import { changedFields, recordAdminAction } from './audit';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user as an admin changes them, locked for the rest of the transaction; 404 for an unknown id. */
async function lockUser(tx: Transaction, userId: string) {
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!locked) throw notFound('User');
  // Read after the lock, in a statement of its own: a statement that waited for the lock still sees the rows as they
  // were when it started, so a second admin at the same moment would not see what the first one just changed.
  const [user] = await tx
    .select({ name: users.name, email: users.email, bannedAt: profiles.bannedAt, accessGrant: profiles.accessGrant })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return user!;
}

/**
 * Renames a user on both copies of the name (better-auth's user and the profile), recording the change; the
 * same name again changes nothing.
 */
export async function renameUser(
  db: Database,
  actorId: string,
  userId: string,
  { name }: AdminUserUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const changes = changedFields({ name: user.name }, { name });
    if (Object.keys(changes).length === 0) return;
    await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    await tx.update(profiles).set({ name, updatedAt: now }).where(eq(profiles.id, userId));
    await recordAdminAction(tx, {
      actorId,
      action: 'user.update',
      targetUserId: userId,
      targetLabel: user.email,
      changes,
    });
  });
}

/**
 * Bans (at `now`) or unbans a user, recording it; banning a banned user or unbanning one who is not changes
 * nothing. The database announces the change (migration 0010_admin), which ends the user's cached sessions and
 * live streams on every server; the caller also ends them on this one at once. A banned user's sessions stay, as
 * every ban does (auth/banned-sessions.ts), but reach only the banned screen; an unban removes them, so a session
 * someone else may have held when the ban came does not come back with it. A user who has no profile yet gets one,
 * so the ban holds when they finish signing up. A ban also stops the user's renewals (the caller asks Stripe after
 * this commits); the trail records that too, and an unban leaves the subscription as it is.
 */
export async function setUserBan(
  db: Database,
  actorId: string,
  userId: string,
  banned: boolean,
  now: Date,
  graceDays: number,
): Promise<void> {
  if (userId === actorId) throw new AppError('CANNOT_BAN_SELF', adminTexts.cannotBanSelf);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const wasBanned = (user.bannedAt ?? null) !== null;
    if (wasBanned === banned) return;
    const bannedAt = banned ? now : null;
    await tx
      .insert(profiles)
      .values({ id: userId, name: user.name, email: user.email, bannedAt })
      .onConflictDoUpdate({ target: profiles.id, set: { bannedAt, updatedAt: now } });
    if (!banned) await tx.delete(sessions).where(eq(sessions.userId, userId));
    const changes: AdminAuditChanges = {
      bannedAt: { from: user.bannedAt?.toISOString() ?? null, to: bannedAt?.toISOString() ?? null },
    };
    const subscriptions = (await listSubscriptionRows(tx, userId)).map(toSubscriptionRecord);
    if (banned && subscriptions.some((subscription) => willRenew(subscription, now, graceDays))) {
      changes.renewal = { from: 'renews', to: 'cancels at period end' };
    }
    await recordAdminAction(tx, {
      actorId,
      action: banned ? 'user.ban' : 'user.unban',
      targetUserId: userId,
      targetLabel: user.email,
      changes,
    });
  });
}

/**
 * Gives a user free access ('comp': every feature, no Stripe, open-ended) or ends whatever grant they have,
 * recording it; the same again changes nothing, and two admins at once are applied one after the other (the user's
 * row is locked). Giving replaces a grant from the billing switch. A user without a profile yet gets one with it.
 * The plan is worked out again at once, and the database announces it to every server's cached sessions.
 */
export async function setFreeAccess(
  db: Database,
  actorId: string,
  userId: string,
  give: boolean,
  now: Date,
  graceDays: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const from = user.accessGrant ?? null;
    const to = give ? ('comp' as const) : null;
    if (from === to) return;
    await tx
      .insert(profiles)
      .values({ id: userId, name: user.name, email: user.email, accessGrant: to })
      .onConflictDoUpdate({ target: profiles.id, set: { accessGrant: to, accessGrantEndsAt: null, updatedAt: now } });
    await refreshProfileAccess(tx, userId, now, graceDays);
    await recordAdminAction(tx, {
      actorId,
      action: give ? 'user.comp' : 'user.end-comp',
      targetUserId: userId,
      targetLabel: user.email,
      changes: { accessGrant: { from, to } },
    });
  });
}
