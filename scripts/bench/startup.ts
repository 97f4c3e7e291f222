import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './index';
import { freePort, median, residentMemoryMb, startApp, stopApp, waitUntilReady } from './process';

/** Starts on the existing data directory: the machine is shared and noisy, so the budget is judged on the median. */
const existingStarts = 3;
/** Idle memory is sampled over this window after ready, once start-up's garbage has had time to be collected. */
const idleFromMs = 5_000;
const idleUntilMs = 10_000;
const sampleEveryMs = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory over the idle window: the median of its samples. */
async function idleMemoryMb(pid: number): Promise<number> {
  await sleep(idleFromMs);
  const samples: number[] = [];
  for (let at = idleFromMs; at <= idleUntilMs; at += sampleEveryMs) {
    samples.push(residentMemoryMb(pid));
    await sleep(sampleEveryMs);
  }
  return median(samples);
}

/**
 * Time from `npm start` to the first ready answer (GET /api/ready), on a fresh and on an existing data directory,
 * and idle memory. A start that finds the build older than its sources rebuilds first: run the bench on a built
 * checkout (or with BENCH_SERVER_BUNDLE), or the first figure includes the build.
 */
export async function measureStartup(): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-'));
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port) };

    const start = async (measureIdle: boolean) => {
      const started = performance.now();
      const app = startApp(env);
      try {
        const readyMs = await waitUntilReady(url, started, 180_000);
        return { readyMs, idleMb: measureIdle ? await idleMemoryMb(app.pid ?? 0) : 0 };
      } finally {
        await stopApp(app);
      }
    };

    const fresh = await start(false);
    const existing = [];
    for (let run = 0; run < existingStarts; run++) existing.push(await start(run === existingStarts - 1));
    const existingMs = existing.map((run) => run.readyMs);

    return [
      { name: 'npm start to ready, fresh data directory', value: fresh.readyMs, unit: 'ms' },
      {
        name: `npm start to ready, existing data directory (median of ${existingStarts})`,
        value: median(existingMs),
        unit: 'ms',
        target: 3000,
      },
      { name: 'npm start to ready, existing data directory, slowest', value: Math.max(...existingMs), unit: 'ms' },
      {
        name: `server resident memory when idle (${idleFromMs / 1000}-${idleUntilMs / 1000} s after ready)`,
        value: existing.at(-1)?.idleMb ?? 0,
        unit: 'MB',
        target: 250,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
