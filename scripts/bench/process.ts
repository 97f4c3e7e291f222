import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@shutterdesk/server/testing';

export { freePort };

export const root = path.resolve(import.meta.dirname, '../..');

/** The variables `npm start` sets for Node (package.json's start script), so the bench runs the server as it runs. */
const startEnvironment = (() => {
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const assignments = /\benv ((?:\w+=\S+ )*)node scripts\/start\.mjs/.exec(packageJson.scripts.start)?.[1];
  if (assignments === undefined)
    throw new Error("package.json's start script no longer runs `env ... node scripts/start.mjs`");
  return Object.fromEntries(
    assignments
      .split(' ')
      .filter(Boolean)
      .map((assignment) => assignment.split('=')),
  );
})();

/**
 * Starts `node scripts/start.mjs` as `npm start` does, with the given environment. BENCH_SERVER_BUNDLE names a
 * server bundle to run instead (with WEB_DIST_DIR for its web build), so that runs on a checkout others are editing
 * do not rebuild apps/web/dist, which `npm start` does whenever a source is newer than the build.
 */
export function startApp(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [process.env.BENCH_SERVER_BUNDLE ?? 'scripts/start.mjs'], {
    cwd: root,
    // No scheduled backup in the middle of a timed run: the backup section times backups on their own.
    env: {
      ...process.env,
      ...startEnvironment,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls /api/ready until it answers 200; resolves with the milliseconds since `since`. */
export async function waitUntilReady(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, in MB, from /proc. */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** Samples a process's resident memory every 200 ms until `stop`, which returns the peak. */
export function watchPeakMemory(pid: number): { stop(): number } {
  let peakMb = residentMemoryMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMemoryMb(pid))), 200);
  return {
    stop() {
      clearInterval(sampler);
      return Math.max(peakMb, residentMemoryMb(pid));
    },
  };
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface BenchUser {
  id: string;
  email: string;
  password: string;
}

/** What seed.ts made: a photographer with a typical list, one with 10,000 clients and leads. */
export interface Seeded {
  typical: BenchUser;
  large: BenchUser;
  /** The typical photographer's clients. */
  clientIds: string[];
  /** One of the large list's clients. */
  largeClientId: string;
}

/** Runs a TypeScript script of the bench to completion and returns what it printed. */
export function runScript(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Signs in through the API and returns the session cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function seedBenchData(env: Record<string, string>): Promise<Seeded> {
  return JSON.parse(await runScript('seed.ts', env)) as Seeded;
}

export type BenchDatabase = NonNullable<Awaited<ReturnType<typeof createBenchDatabase>>>;

/**
 * A throwaway database on the local PostgreSQL (BENCH_DATABASE_URL names the server), or null when there is
 * none; `drop` removes it.
 */
export async function createBenchDatabase(purpose: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `shutterdesk_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
