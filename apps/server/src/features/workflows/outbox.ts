import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import { deliverDueMessages, type DeliveryOptions, type DeliveryResult } from './delivery';

export interface Outbox {
  /** Sends what is due now (the timer calls this; tests call it after moving the clock). */
  run(): Promise<DeliveryResult>;
  /** Runs soon without the caller waiting: right after an inquiry, so its reply goes at once. */
  nudge(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export interface OutboxOptions extends DeliveryOptions {
  clock: Clock;
  logger: Logger;
  /** Seconds between runs; 0 runs no timer (run() and nudge() still work). */
  intervalSeconds: number;
}

/**
 * The outbox's runs, one at a time in this process (a nudge during a run runs again after it), on the reminder
 * tick's interval. Every server runs them; the claims make each message go once across the cluster.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const { clock, logger, intervalSeconds } = options;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = (): Promise<DeliveryResult> => {
    const next = chain.then(() => deliverDueMessages(options, () => clock.now()));
    chain = next.catch(() => undefined);
    return next;
  };
  const runLogged = () =>
    run().then(
      (result) => {
        if (result.sent + result.failed + result.retried + result.cancelled > 0) {
          logger.info({ ...result }, 'outbox run');
        }
      },
      (error: unknown) => logger.error({ err: error }, 'outbox run failed'),
    );

  function scheduleNext() {
    if (stopped || intervalSeconds <= 0) return;
    const intervalMs = intervalSeconds * 1000;
    timer = setTimeout(() => void runLogged().finally(scheduleNext), intervalMs - (Date.now() % intervalMs));
    timer.unref();
  }
  scheduleNext();

  return {
    run,
    nudge() {
      if (!stopped) void runLogged();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
