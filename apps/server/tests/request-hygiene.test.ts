import { lstat, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@shutterdesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { startServer } from '../src/server';
import { uniqueEmail } from '../src/testing/factories';
import { testDatabaseKinds, testServerEnv } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { runCli } from './support/run-cli';

/** A body of `megabytes` streamed in 64 kB chunks, never held whole by the sender. */
function streamedBody(megabytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= megabytes * 1024 * 1024) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/**
 * POSTs 1 MB of a body that is never finished (chunked, or short of the Content-Length it declares) and resolves with
 * the answer: a server that reads on to the body's end never answers, and after `timeoutMs` this rejects.
 */
function postUnfinishedBody(
  url: URL,
  { contentLength, timeoutMs = 10_000 }: { contentLength?: number; timeoutMs?: number } = {},
): Promise<{ status: number; body: ApiErrorBody }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: url.origin,
        ...(contentLength === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': contentLength }),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms while the body was still arriving`));
    }, timeoutMs);
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')) as ApiErrorBody,
        });
      });
    });
    // The server may close the connection once it has answered, while this side is still writing.
    request.on('error', () => {});
    request.write(`{"padding":"${'x'.repeat(1024 * 1024)}`);
  });
}

describe.each(testDatabaseKinds)('[REQUEST HYGIENE] on %s', (kind) => {
  let webDist = '';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Shutterdesk</title>');
    await writeFile(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  const app = useTestServer(kind, () => ({ WEB_DIST_DIR: webDist }));

  it('refuses a write that a browser sent from another site, JSON included, and changes nothing', async () => {
    const { browser } = await signedInPhotographer(app);
    const foreign = await browser.request<ApiErrorBody>('POST', '/api/priority-tasks', {
      json: { title: 'Forged' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('REQUEST_REJECTED');
    // Without Origin, the browser's Sec-Fetch-Site speaks for it.
    const crossSite = await fetch(new URL('/api/priority-tasks', app.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ title: 'Forged' }),
    });
    expect(crossSite.status).toBe(403);
    const list = await send<{ priorityTasks: unknown[] }>(browser, 'GET', '/api/priority-tasks');
    expect(list.body.priorityTasks).toEqual([]);

    // The app's own origin, and a client that is no browser at all (no Origin, no Sec-Fetch-Site), are served.
    expect((await send(browser, 'POST', '/api/priority-tasks', { title: 'Mine' })).status).toBe(201);
    const headerless = await fetch(new URL('/api/waitlist', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('curl') }),
    });
    expect(headerless.status).toBeLessThan(300);
  });

  it('refuses a 200 MB body with 413 as it streams in, on a known and an unknown route', async () => {
    const before = process.memoryUsage().rss;
    for (const route of ['/api/waitlist', '/api/no-such-endpoint']) {
      const response = await fetch(new URL(route, app.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: streamedBody(200),
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => error as Error);
      // The server may close the connection once it has answered, before the client has finished sending.
      if (response instanceof Response) {
        expect(response.status).toBe(413);
        expect(((await response.json()) as ApiErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
      }
    }
    // Server and test share this process: had the body been buffered, it would have grown by hundreds of MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a body over a route’s own limit while it is still arriving, on an auth route and any other', async () => {
    // Both limits are 64 kB; 1 MB is sent of a body that never ends. A limit that reads on (to the 16 MB the largest
    // route takes) would wait for the rest.
    for (const route of ['/api/auth/sign-in/email', '/api/waitlist']) {
      for (const contentLength of [undefined, 32 * 1024 * 1024]) {
        const answer = await postUnfinishedBody(new URL(route, app.url), { contentLength });
        expect(answer.status, `${route}, ${contentLength ? 'declared' : 'chunked'}`).toBe(413);
        expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');
      }
    }
  });

  it('serves the shell no-cache on every path and the hashed assets for a year', async () => {
    for (const page of ['/', '/index.html', '/clients']) {
      const response = await fetch(new URL(page, app.url));
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('Shutterdesk');
    }
    const asset = await fetch(new URL('/assets/app-1a2b3c.js', app.url));
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('[REQUEST HYGIENE] idle connections', () => {
  const app = useTestServer('pglite');

  it("keeps an idle keep-alive connection open past Node's default 5 s, so a reused one is not reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = http.get(new URL('/api/ready', app.url), { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});

/** Every file and directory under `dir` that its owner's group or others may read, write or enter. */
async function openToOthers(dir: string): Promise<string[]> {
  const loose: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = (await lstat(file).catch(() => undefined))?.mode;
    if (mode !== undefined && !entry.isSymbolicLink() && (mode & 0o077) !== 0) {
      loose.push(`${(mode & 0o777).toString(8)} ${path.relative(dir, file)}`);
    }
  }
  return loose;
}

describe('[REQUEST HYGIENE] files on disk', () => {
  it('keeps the data directory, the embedded database and the mail outbox to the owner', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-modes-'));
    const env = testServerEnv(dataDir);
    const server = await startServer({ env, logger: createLogger('silent'), database: { kind: 'pglite', dataDir } });
    try {
      await server.mailer.send({
        to: 'a@example.com',
        subject: 'Reset',
        text: 'secret link',
        html: '<p>x</p>',
        link: 'http://localhost/secret',
      });
      const mode = async (file: string) => (await stat(file)).mode & 0o777;
      expect(await mode(dataDir)).toBe(0o700);
      expect(await mode(path.join(dataDir, 'mail'))).toBe(0o700);
      const [mail] = await readdir(path.join(dataDir, 'mail'));
      expect(await mode(path.join(dataDir, 'mail', mail!))).toBe(0o600);
      // Every file PGlite made (it sets 0666 on its files whatever the umask), the lock and the secret too.
      expect(await openToOthers(dataDir)).toEqual([]);
      await server.backups!.runOnce();
    } finally {
      await server.close();
    }
    try {
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps what npm run backup and npm run restore make and open to the owner too', { timeout: 180_000 }, async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-modes-'));
    try {
      // A data directory the CLI fills from nothing, with the test process's own umask.
      const source = path.join(workDir, 'source');
      const server = await startServer({
        env: testServerEnv(source),
        logger: createLogger('silent'),
        database: { kind: 'pglite', dataDir: source },
      });
      await server.close();
      const file = path.join(workDir, 'all.backup');
      expect((await runCli('backup.ts', [file], { DATA_DIR: source })).code).toBe(0);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const restored = path.join(workDir, 'restored');
      const restore = await runCli('restore.ts', [file], { DATA_DIR: restored });
      expect(restore.code, restore.output).toBe(0);
      expect(await openToOthers(restored)).toEqual([]);
      expect(await openToOthers(source)).toEqual([]);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
