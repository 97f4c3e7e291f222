import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/testing/free-port';
import { serverSourceCommand, spawnNode, type SpawnedProcess } from './support/spawn';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** What `npm start` runs: it builds when needed, then serves the bundled server. */
const npmStartCommand = [path.join(repoRoot, 'scripts/start.mjs')];
/** npm itself, to run `npm start` as a user does: npm, a shell, then the launcher. */
const npmCli =
  process.env.npm_execpath?.endsWith('npm-cli.js') === true
    ? process.env.npm_execpath
    : path.join(path.dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js');
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function launch(env: Record<string, string>, command = npmStartCommand): SpawnedProcess {
  return spawnNode(command, {
    cwd: repoRoot,
    // The caller's environment (npm needs HOME and PATH to build), minus anything that would pick another database.
    env: { ...process.env, DATABASE_URL: '', APP_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
}

async function waitForOutput(server: SpawnedProcess, pattern: RegExp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}; output:\n${server.output()}`);
    if (server.child.exitCode !== null) throw new Error(`Exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('[LIFECYCLE] npm start on an embedded data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-lifecycle-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second process on the same data directory, shuts down cleanly on SIGTERM, and starts again',
    { timeout: 360_000 },
    async () => {
      const port = await freePort();
      const first = launch({ DATA_DIR: dataDir, PORT: String(port) });
      // The first start may build the web app (for the browser and for server rendering) and the server bundle:
      // minutes on a busy 2-core machine.
      await waitForOutput(first, /Shutterdesk is ready/, 300_000);
      expect(await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()).toEqual({ status: 'ready' });
      expect(existsSync(path.join(dataDir, 'shutterdesk.lock'))).toBe(true);

      const second = launch({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another Shutterdesk process');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'shutterdesk.lock'))).toBe(false);

      const again = launch({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      await waitForOutput(again, /Shutterdesk is ready/);
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    },
  );

  it(
    'stopping `npm start` by its process id stops the server and frees the data directory',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const npmStart = launch({ DATA_DIR: dataDir, PORT: String(port) }, [npmCli, 'start']);
      await waitForOutput(npmStart, /Shutterdesk is ready/, 120_000);
      // The lock file names the process that serves: the server, not npm.
      const serverPid = Number.parseInt(await readFile(path.join(dataDir, 'shutterdesk.lock'), 'utf8'), 10);
      expect(serverPid).not.toBe(npmStart.child.pid);

      npmStart.child.kill('SIGTERM');
      await npmStart.exited;
      const deadline = Date.now() + 10_000;
      while (isRunning(serverPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isRunning(serverPid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'shutterdesk.lock'))).toBe(false);
      expect(npmStart.output()).toContain('shutting down');
    },
  );

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ APP_URL: 'ftp://example.com' }, 'APP_URL must be an http(s) URL'],
    [{ DATABASE_URL: 'postgres://localhost/shutterdesk' }, 'AUTH_SECRET is required when DATABASE_URL is set'],
    [{ ADMIN_EMAILS: 'boss@example.com,not-an-email' }, 'ADMIN_EMAILS must be e-mail addresses'],
  ])(
    'a bad environment (%o) stops start-up with a message naming the variable',
    { timeout: 90_000 },
    async (env, message) => {
      const server = launch({ DATA_DIR: dataDir, ...env }, serverSourceCommand);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(message);
    },
  );
});
