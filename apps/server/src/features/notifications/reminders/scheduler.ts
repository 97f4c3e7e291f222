import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import type { Logger } from '../../../logger';
import { runDailyHousekeeping } from '../../../housekeeping/daily';
import { runReminderTick, type TickResult } from './tick';

export interface ReminderScheduler {
  /** Runs one tick now (the timer calls this; tests call it after moving the clock). */
  tick(): Promise<TickResult>;
  /** Runs the server's daily housekeeping now (the timer does it once a day); returns how many rows went. */
  cleanUp(): Promise<number>;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export interface ReminderSchedulerOptions {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** Seconds between ticks; 0 runs no timer (tick() still works). */
  intervalSeconds: number;
}

/**
 * Ticks on real-time boundaries of the interval (on the minute by default) and reads the injectable clock for
 * "now". The first tick of each UTC day (by that clock) also runs the daily housekeeping. A failed run is logged and the
 * next one tries again: reminders are due until their period ends, so nothing is lost by a failure.
 */
export function startReminderScheduler({
  db,
  clock,
  logger,
  intervalSeconds,
}: ReminderSchedulerOptions): ReminderScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let lastCleanupDay = '';

  const tick = () => runReminderTick(db, clock.now());
  // The server's daily housekeeping (housekeeping/daily.ts) rides on this timer: one clock, one place that runs.
  const cleanUp = async () => {
    const deleted = await runDailyHousekeeping(db, clock.now());
    const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    if (total > 0) logger.info({ deleted }, 'old rows deleted');
    return total;
  };

  async function runScheduled() {
    const started = performance.now();
    try {
      const result = await tick();
      if (result.ran) {
        const created = Object.values(result.created).reduce((sum, count) => sum + count, 0);
        if (created > 0)
          logger.info(
            { created: result.created, durationMs: Math.round(performance.now() - started) },
            'reminders created',
          );
      }
      const today = clock.now().toISOString().slice(0, 10);
      if (today !== lastCleanupDay) {
        await cleanUp();
        lastCleanupDay = today;
      }
    } catch (error) {
      logger.error({ err: error }, 'reminder tick failed');
    }
  }

  function scheduleNext() {
    if (stopped || intervalSeconds <= 0) return;
    const intervalMs = intervalSeconds * 1000;
    timer = setTimeout(
      () => {
        running = runScheduled().finally(scheduleNext);
      },
      intervalMs - (Date.now() % intervalMs),
    );
    // The timer alone must not keep the process alive (tests, CLI tools that start the server and exit).
    timer.unref();
  }
  scheduleNext();

  return {
    tick,
    cleanUp,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
