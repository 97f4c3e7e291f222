import type { Logger } from '../../logger';
import type { Billing } from './service';

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
  billing: Billing,
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
