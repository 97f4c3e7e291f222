/**
 * `npm run soak`: what only time and violence show, on PGlite and (when one is running) PostgreSQL. Not part of
 * `npm test`; the figures go into the closing note.
 *  1. Five rounds of `kill -9` of the real server process (as `npm start` starts it) while eight clients keep
 *     creating clients; after each restart every write that was answered 2xx must still be there (lost must be 0).
 *  2. A mixed load for SOAK_MINUTES (default 10) with the server's resident memory sampled every 5 s: the maximum
 *     against the 400 MB budget, and the trend over the second half (a leak shows as a steady climb).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createBenchDatabase,
  freePort,
  residentMemoryMb,
  seedBenchData,
  signIn,
  startApp,
  stopApp,
  waitUntilReady,
  type Seeded,
} from '../bench/process';

const killRounds = 5;
const writers = 8;
const loadWorkers = 10;
const soakMinutes = Number(process.env.SOAK_MINUTES ?? 10);
const sampleEveryMs = 5000;
const memoryBudgetMb = 400;
/** A climb steeper than this over the second half is read as growth (5 MB per 10 minutes is noise). */
const growthThresholdMbPerMinute = 1;

interface Target {
  name: string;
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

const newClient = (name: string) => ({
  name,
  sessionDate: '2026-12-05',
  sessionType: 'Family',
  sessionPackage: 'Mini session',
});

function caller(url: string, cookie: string) {
  return (method: string, route: string, body?: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: { cookie, origin: url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function targets(): Promise<Target[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-soak-'));
  const secret = randomBytes(32).toString('base64url');
  const list: Target[] = [
    {
      name: 'PGlite',
      env: { DATA_DIR: dataDir, AUTH_SECRET: secret },
      cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    },
  ];
  const database = await createBenchDatabase('soak');
  if (database) {
    const pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-soak-pg-'));
    list.push({
      name: 'PostgreSQL',
      env: { DATA_DIR: pgDataDir, DATABASE_URL: database.url, AUTH_SECRET: secret },
      async cleanUp() {
        await database.drop();
        await rm(pgDataDir, { recursive: true, force: true });
      },
    });
  } else {
    console.log('  (no PostgreSQL at BENCH_DATABASE_URL: PGlite only)');
  }
  return list;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startApp({ ...env, PORT: String(port), APP_URL: url });
  await waitUntilReady(url, performance.now(), 120_000);
  return { child, url };
}

/** Kills the server with SIGKILL mid-write, five times; returns how many acknowledged writes were lost. */
async function killRoundsOn(target: Target, seeded: Seeded): Promise<{ acknowledged: number; lost: number }> {
  const acknowledged: string[] = [];
  for (let round = 1; round <= killRounds; round++) {
    const { child, url } = await startServer(target.env);
    const send = caller(url, await signIn(url, seeded.typical.email, seeded.typical.password));
    let running = true;
    const writing = Array.from({ length: writers }, async (_, writer) => {
      for (let sequence = 0; running; sequence++) {
        try {
          const answer = await send('POST', '/api/clients', newClient(`Soak ${round}-${writer}-${sequence}`));
          if (answer.ok) acknowledged.push(((await answer.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    running = false;
    await Promise.all(writing);
    console.log(`  ${target.name}: round ${round} killed with ${acknowledged.length} writes acknowledged so far`);
  }
  const { child, url } = await startServer(target.env);
  try {
    const send = caller(url, await signIn(url, seeded.typical.email, seeded.typical.password));
    const { clients } = (await (await send('GET', '/api/clients')).json()) as { clients: { id: string }[] };
    const stored = new Set(clients.map((client) => client.id));
    return { acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !stored.has(id)).length };
  } finally {
    await stopApp(child);
  }
}

/** Least-squares slope of the samples, in MB per minute. */
function slopeMbPerMinute(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, sample) => sum + sample.minute, 0) / n;
  const meanY = samples.reduce((sum, sample) => sum + sample.mb, 0) / n;
  const covariance = samples.reduce((sum, sample) => sum + (sample.minute - meanX) * (sample.mb - meanY), 0);
  const variance = samples.reduce((sum, sample) => sum + (sample.minute - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/** Reads, ticks, creates and deletes from several users for SOAK_MINUTES, sampling the server's memory. */
async function mixedLoadOn(target: Target, seeded: Seeded) {
  const { child, url } = await startServer(target.env);
  const typical = caller(url, await signIn(url, seeded.typical.email, seeded.typical.password));
  const large = caller(url, await signIn(url, seeded.large.email, seeded.large.password));
  const started = performance.now();
  const samples: { minute: number; mb: number }[] = [];
  const sampler = setInterval(() => {
    samples.push({ minute: (performance.now() - started) / 60_000, mb: residentMemoryMb(child.pid!) });
  }, sampleEveryMs);
  let requests = 0;
  let failures = 0;
  const steps = [
    () => typical('GET', '/api/clients'),
    () => typical('GET', '/api/leads'),
    () => typical('GET', '/api/notifications'),
    () => large('GET', '/api/leads'),
    () => {
      const id = seeded.clientIds[Math.floor(Math.random() * seeded.clientIds.length)];
      return typical('PATCH', `/api/clients/${id}`, { preSession: { contractSigned: Math.random() < 0.5 } });
    },
    async () => {
      const created = await typical('POST', '/api/priority-tasks', { title: 'Soak task' });
      if (!created.ok) return created;
      const { id } = (await created.json()) as { id: string };
      return typical('DELETE', `/api/priority-tasks/${id}`);
    },
  ];
  try {
    await Promise.all(
      Array.from({ length: loadWorkers }, async (_, worker) => {
        for (let step = worker; performance.now() - started < soakMinutes * 60_000; step++) {
          const answer = await steps[step % steps.length]!();
          await answer.arrayBuffer();
          requests += 1;
          if (answer.status >= 500) failures += 1;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    await stopApp(child);
  }
  const secondHalf = samples.filter((sample) => sample.minute >= soakMinutes / 2);
  return {
    requests,
    failures,
    maxMb: Math.max(...samples.map((sample) => sample.mb)),
    firstMb: samples[0]?.mb ?? 0,
    lastMb: samples.at(-1)?.mb ?? 0,
    slope: slopeMbPerMinute(secondHalf),
  };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');

for (const target of await targets()) {
  try {
    console.log(`\n${target.name}`);
    const seeded = await seedBenchData(target.env);
    const kills = await killRoundsOn(target, seeded);
    console.log(
      `  kill -9 x${killRounds}: ${kills.acknowledged} writes acknowledged, ${kills.lost} lost  [${verdict(kills.lost === 0)}]`,
    );
    const load = await mixedLoadOn(target, seeded);
    console.log(
      `  ${soakMinutes} min mixed load: ${load.requests.toLocaleString('en')} requests, ${load.failures} answered 5xx` +
        `  [${verdict(load.failures === 0)}]`,
    );
    console.log(
      `  memory: ${load.firstMb.toFixed(0)} MB at start, ${load.lastMb.toFixed(0)} MB at the end, ` +
        `max ${load.maxMb.toFixed(0)} MB (budget ${memoryBudgetMb})  [${verdict(load.maxMb < memoryBudgetMb)}]`,
    );
    console.log(
      `  trend over the second half: ${load.slope.toFixed(2)} MB/min (growth above ${growthThresholdMbPerMinute})` +
        `  [${verdict(load.slope < growthThresholdMbPerMinute)}]`,
    );
  } finally {
    await target.cleanUp();
  }
}
