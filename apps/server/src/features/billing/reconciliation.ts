import { and, eq, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { userSubscriptions } from '../../db/schema/billing';
import type { Logger } from '../../logger';
import type { BillingContext } from './context';
import { stopRenewalsOf } from './subscription-actions';
import { saveSubscription } from './subscriptions';
import { refreshPlan, retrieveSubscription } from './subscription-sync';

/** Subscriptions re-read by one reconciliation run at most; the next run takes the rest. */
const reconcileBatchSize = 50;
const minuteMs = 60 * 1000;

/**
 * Re-reads the subscriptions whose period has ended or that no webhook has touched for a day. Rows are claimed by
 * moving `synced_at`, so two servers never take the same ones. Returns how many were re-read.
 */
async function rereadDueSubscriptions(ctx: BillingContext, now: Date): Promise<number> {
  const { db } = ctx;
  const dayAgo = new Date(now.getTime() - 24 * 60 * minuteMs);
  const recently = new Date(now.getTime() - 10 * minuteMs);
  const due = db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        ne(userSubscriptions.status, 'canceled'),
        or(
          lt(userSubscriptions.syncedAt, dayAgo),
          and(
            sql`coalesce(${userSubscriptions.currentPeriodEnd}, ${userSubscriptions.trialEnd}) < ${now.toISOString()}::timestamptz`,
            lt(userSubscriptions.syncedAt, recently),
          ),
        ),
      ),
    )
    .orderBy(userSubscriptions.syncedAt)
    .limit(reconcileBatchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(userSubscriptions)
    .set({ syncedAt: now })
    .where(sql`${userSubscriptions.id} in ${due}`)
    .returning({ userId: userSubscriptions.userId, stripeSubscriptionId: userSubscriptions.stripeSubscriptionId });
  for (const { userId, stripeSubscriptionId } of claimed) {
    try {
      const subscription = await retrieveSubscription(ctx, stripeSubscriptionId);
      await saveSubscription(db, userId, subscription, now);
    } catch (error) {
      ctx.logger.warn({ err: error, stripeSubscriptionId }, 'a subscription could not be re-read from Stripe');
    }
    // Even without Stripe's answer, a cancelled subscription past its period end stops granting access.
    await refreshPlan(ctx, db, userId, now);
  }
  return claimed.length;
}

/** Bans whose renewals Stripe could not stop when they were made (stopRenewalsOf). Returns how many users. */
async function stopRenewalsLeftByBans(ctx: BillingContext): Promise<number> {
  const banned = await ctx.db
    .selectDistinct({ userId: userSubscriptions.userId })
    .from(userSubscriptions)
    .innerJoin(profiles, eq(profiles.id, userSubscriptions.userId))
    .where(
      and(
        isNotNull(profiles.bannedAt),
        eq(userSubscriptions.cancelAtPeriodEnd, false),
        isNull(userSubscriptions.canceledAt),
        notInArray(userSubscriptions.status, ['canceled', 'incomplete', 'incomplete_expired']),
      ),
    )
    .limit(reconcileBatchSize);
  for (const { userId } of banned) await stopRenewalsOf(ctx, userId);
  return banned.length;
}

/**
 * Re-reads from Stripe the subscriptions that are due, so a lost webhook never leaves a user locked out or paid for
 * free, and stops the renewals bans left running. Returns how many subscriptions and users it handled.
 */
export async function reconcile(ctx: BillingContext): Promise<number> {
  const reread = await rereadDueSubscriptions(ctx, ctx.clock.now());
  return reread + (await stopRenewalsLeftByBans(ctx));
}

export interface BillingReconciliation {
  /** Re-reads the subscriptions that are due now (the timer calls this; tests call it after moving the clock). */
  run(): Promise<number>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs billing.reconcile() every `intervalSeconds` (0: no timer). Every server of a cluster may run it: each run
 * claims its rows, so no subscription is read twice.
 */
export function startBillingReconciliation(
  billing: { reconcile(): Promise<number> },
  intervalSeconds: number,
  logger: Logger,
): BillingReconciliation {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    const current = running.then(() => billing.reconcile());
    running = current.catch(() => {});
    return current;
  };
  const timer =
    intervalSeconds > 0
      ? setInterval(() => {
          run()
            .then((reread) => reread > 0 && logger.info({ reread }, 'subscriptions re-read from Stripe'))
            .catch((error: unknown) => logger.error({ err: error }, 'subscription reconciliation failed'));
        }, intervalSeconds * 1000)
      : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
