import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { ensurePrivateDirectory } from '../paths';

export interface BackupSchedule {
  /** Writes one backup now and prunes the old ones; the timer calls it, tests call it directly. */
  runOnce(): Promise<string>;
  stop(): Promise<void>;
}

const fileNamePattern = /^shutterdesk-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.backup$/;

/** Sortable by name: the last one in order is the newest. */
export const scheduledBackupName = (at: Date) => `shutterdesk-${at.toISOString().replace(/[:.]/g, '-')}.backup`;

/** Without any backup yet, the first waits this long, so the server's start-up is not slowed by one. */
const firstBackupDelayMs = 60_000;

async function scheduledBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => fileNamePattern.test(name)).sort();
}

/**
 * The embedded mode's own backups: every `intervalHours` into `dir`, keeping the newest `keep`. A failure is logged
 * and tried again at the next interval; it never stops the server.
 */
export function startBackupSchedule(options: {
  dir: string;
  intervalHours: number;
  keep: number;
  backUp(file: string): Promise<string>;
  clock: Clock;
  logger: Logger;
}): BackupSchedule {
  const { dir, keep, clock, logger } = options;
  const intervalMs = options.intervalHours * 60 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const runOnce = async () => {
    await ensurePrivateDirectory(dir);
    const file = path.join(dir, scheduledBackupName(clock.now()));
    const summary = await options.backUp(file);
    const existing = await scheduledBackups(dir);
    for (const old of existing.slice(0, Math.max(0, existing.length - keep))) await rm(path.join(dir, old));
    logger.info({ file, summary }, 'scheduled backup written');
    return file;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => logger.error({ err: error, dir }, 'the scheduled backup failed'))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  };

  if (intervalMs > 0) {
    // After a restart the schedule carries on from the newest backup rather than starting over.
    running = scheduledBackups(dir)
      .then(async (names) => {
        const newest = names.at(-1);
        if (!newest) return firstBackupDelayMs;
        const age = Date.now() - (await stat(path.join(dir, newest))).mtimeMs;
        return Math.max(0, intervalMs - age);
      })
      .catch((error: unknown) => {
        logger.error({ err: error, dir }, 'cannot read the backup directory');
        return intervalMs;
      })
      .then(schedule);
  }

  return {
    runOnce: () => {
      const run = runOnce();
      running = run.catch(() => {});
      return run;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
