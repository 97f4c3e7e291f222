import { freeTrialDays, profileAccess, type AccessGrant } from '@shutterdesk/core';
import { count, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { inMigrationTransaction } from '../../db/migrate';
import { profiles } from '../../db/schema';
import { appSettings, billingCustomers, userSubscriptions } from '../../db/schema/billing';
import type { Logger } from '../../logger';

/** The app_settings key that records when billing was first switched on, and what the users already here got. */
const switchedOnKey = 'billing-switched-on';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The first start with billing on (BILLING_EXISTING_USERS, docs/decisions/0020-billing-access.md): every user already
 * here (with a profile) gets 'trial' (the free trial, from now) or 'free' (access until their first checkout), so
 * switching billing on locks nobody out at once. Users who register later get nothing: their trial starts at checkout.
 * Done once per installation, recorded in app_settings under the migration lock, so servers starting together do it
 * once. An installation where billing was on before (a Stripe customer or subscription exists) gets nothing.
 */
export async function switchBillingOn(
  handle: DatabaseHandle,
  existingUsers: 'trial' | 'free',
  now: Date,
  graceDays: number,
  logger: Logger,
): Promise<void> {
  await inMigrationTransaction(handle, async (tx) => {
    const [marked] = await tx
      .insert(appSettings)
      .values({ key: switchedOnKey, value: { at: now.toISOString(), existingUsers, grantedUsers: 0 } })
      .onConflictDoNothing({ target: appSettings.key })
      .returning({ key: appSettings.key });
    if (!marked) return;
    const [customers] = await tx.select({ count: count() }).from(billingCustomers);
    const [subscriptions] = await tx.select({ count: count() }).from(userSubscriptions);
    if ((customers?.count ?? 0) > 0 || (subscriptions?.count ?? 0) > 0) {
      logger.info('billing was on before: the users already here keep the plans they have');
      return;
    }
    const grant: AccessGrant = {
      kind: existingUsers,
      endsAt: existingUsers === 'trial' ? new Date(now.getTime() + freeTrialDays * dayMs).toISOString() : null,
    };
    // Nobody here has a subscription (checked above), so every one of them gets the same plan: worked out once by
    // the one rule and written in one statement, however many users there are.
    const access = profileAccess({ subscriptions: [], grant, now, graceDays });
    const granted = await tx
      .update(profiles)
      .set({
        accessGrant: grant.kind,
        accessGrantEndsAt: grant.endsAt === null ? null : new Date(grant.endsAt),
        subscription: access.subscription,
        accessEndsAt: access.accessEndsAt === null ? null : new Date(access.accessEndsAt),
        paymentFailedAt: null,
        trialUsed: access.trialUsed,
      })
      .where(isNull(profiles.accessGrant))
      .returning({ id: profiles.id });
    await tx
      .update(appSettings)
      .set({ value: { at: now.toISOString(), existingUsers, grantedUsers: granted.length } })
      .where(eq(appSettings.key, switchedOnKey));
    logger.info({ existingUsers, users: granted.length }, 'billing switched on: the users already here got access');
  });
}
