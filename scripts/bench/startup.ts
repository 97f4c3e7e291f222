import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './index';
import { freePort, residentMemoryMb, startApp, stopApp, waitUntilReady } from './process';

/** Time from start to a ready answer on a fresh and on an existing data directory, and idle memory. */
export async function measureStartup(): Promise<Measurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-'));
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port) };

    let started = performance.now();
    const fresh = startApp(env);
    const freshMs = await waitUntilReady(url, started);
    await stopApp(fresh);

    started = performance.now();
    const existing = startApp(env);
    const existingMs = await waitUntilReady(url, started);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleMb = residentMemoryMb(existing.pid ?? 0);
    await stopApp(existing);

    return [
      { name: 'npm start to ready, fresh data directory', value: freshMs, unit: 'ms' },
      { name: 'npm start to ready, existing data directory', value: existingMs, unit: 'ms', target: 3000 },
      { name: 'server resident memory when idle', value: idleMb, unit: 'MB', target: 250 },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
