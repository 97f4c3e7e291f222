import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/precompress.mjs';
import { createClients } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** One request over plain node:http, which (unlike fetch) sends only the headers given and decodes nothing. */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { connection: 'close', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded({ headers, body }: RawResponse): Buffer {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body);
  expect(headers['content-encoding']).toBeUndefined();
  return body;
}

const cookieOf = (browser: TestAgent) => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A hashed asset big enough to be compressed, and text a browser would recognise as the app. */
const hashedAsset = '/assets/app-1a2b3c4d.js';
const assetSource = Array.from({ length: 200 }, (_, index) => `export const step${index} = () => ${index};`).join('\n');
const shellSource = `<!doctype html><html lang="en"><head><title>Shutterdesk</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

/** The build's list of each route's own chunks (apps/web/route-preloads.ts), and the links they make in the shell. */
const routePreloads = {
  '/clients': ['/assets/tiny-9f8e7d.js', '/assets/screen-5e6f7a.css'],
  '/admin/users/:id': ['/assets/tiny-9f8e7d.js'],
};
const tinyLink = '<link rel="modulepreload" crossorigin href="/assets/tiny-9f8e7d.js">';
/** Every page's first read, named in its shell so the browser fetches it with the page. */
const sessionLink = '<link rel="preload" as="fetch" crossorigin href="/api/session">';
/** Read with the session on a screen closed to a free trial, whoever visits. */
const configLink = '<link rel="preload" as="fetch" crossorigin href="/api/config">';
const shellWith = (links: string) => shellSource.replace('</head>', `${links}</head>`);

describe.each(testDatabaseKinds)('[COMPRESSION] on %s', (kind) => {
  let webDist = '';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), shellSource);
    await writeFile(path.join(webDist, hashedAsset), assetSource);
    await writeFile(path.join(webDist, 'assets', 'tiny-9f8e7d.js'), 'export const tiny = 1;');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(webDist, 'route-preloads.json'), JSON.stringify(routePreloads));
    await precompressDirectory(webDist);
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  const app = useTestServer(kind, () => ({ WEB_DIST_DIR: webDist, ...manualReminders }));
  const url = (pathname: string) => new URL(pathname, app.agent().baseUrl).toString();

  it('writes a brotli and a gzip copy beside each compressible file of the build, not beside tiny ones', async () => {
    const copies = (await precompressDirectory(webDist)).sort();
    expect(copies).toEqual([
      'assets/app-1a2b3c4d.js.br',
      'assets/app-1a2b3c4d.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(zlib.brotliDecompressSync(await readFile(path.join(webDist, `${hashedAsset}.br`))).toString()).toBe(
      assetSource,
    );
  });

  it('serves a hashed asset in the coding the browser prefers, with its length, type and a year of caching', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['identity;q=1, br;q=0.5', undefined],
      ['*', 'br'],
      ['identity;q=0, *;q=0.2', 'br'],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, coding] of cases) {
      const response = await rawRequest(url(hashedAsset), acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(response.status, String(acceptEncoding)).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBe(coding);
      expect(response.headers['content-length']).toBe(String(response.body.byteLength));
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response).toString()).toBe(assetSource);
    }
    const compressed = await rawRequest(url(hashedAsset), { 'accept-encoding': 'br' });
    expect(compressed.body.byteLength).toBeLessThan(assetSource.length / 3);

    // HEAD: the same headers, no body.
    const head = await rawRequest(url(hashedAsset), { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(
      String((await readFile(path.join(webDist, `${hashedAsset}.gz`))).length),
    );
    expect(head.body.byteLength).toBe(0);

    // A file too small to have copies goes as it is, and does not vary.
    const tiny = await rawRequest(url('/assets/tiny-9f8e7d.js'), { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe('export const tiny = 1;');
    // A file without a hash in its name may change with a deploy: checked every time, and dated.
    const favicon = await rawRequest(url('/favicon.svg'), { 'accept-encoding': 'br' });
    expect(favicon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.headers['last-modified']).toMatch(/GMT$/);
    // The copies are no paths of their own: a browser asks for the file.
    expect((await rawRequest(url(`${hashedAsset}.br`))).status).toBe(404);
  });

  it('sends the shell compressed and no-cache on every page, naming its route’s chunks, and 404 on an unknown one', async () => {
    for (const [page, status, shell] of [
      ['/', 200, shellWith(sessionLink)],
      ['/index.html', 200, shellWith(sessionLink)],
      [
        '/clients',
        200,
        shellWith(
          `${sessionLink}${configLink}${tinyLink}<link rel="preload" as="style" crossorigin href="/assets/screen-5e6f7a.css">`,
        ),
      ],
      // The admin area opens whatever an admin's plan (docs/decisions/0020-billing-access.md): no settings read first.
      ['/admin/users/0b8f2c1e-4d3a-4f6b-9c7d-2e1f0a9b8c7d', 200, shellWith(sessionLink + tinyLink)],
      ['/no-such-page', 404, shellWith(sessionLink)],
      // The list itself is for the server, not a file of the site.
      ['/route-preloads.json', 404, shellWith(sessionLink)],
    ] as const) {
      for (const coding of ['br', 'gzip', undefined]) {
        const response = await rawRequest(url(page), coding ? { 'accept-encoding': coding } : {});
        expect(response.status, page).toBe(status);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['content-type']).toBe('text/html; charset=UTF-8');
        expect(response.headers['content-length']).toBe(String(response.body.byteLength));
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(decoded(response).toString()).toBe(shell);
      }
    }
  });

  it('names a screen’s first reads in its shell for a visitor with a session, on its plain address only', async () => {
    const shellOf = async (page: string, cookie?: string) =>
      decoded(await rawRequest(url(page), { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) })).toString();
    const cookie = 'theme=dark; better-auth.session_token=anything.signed';
    const read = (path: string) => `<link rel="preload" as="fetch" crossorigin href="${path}">`;
    expect(await shellOf('/dashboard', cookie)).toBe(
      shellWith(sessionLink + configLink + read('/api/priority-tasks') + read('/api/tasks')),
    );
    expect(await shellOf('/clients', 'better-auth.session_token=x')).toContain(read('/api/clients'));
    // Signed out, or a filtered view (which reads otherwise): the session and the settings only.
    expect(await shellOf('/dashboard')).toBe(shellWith(sessionLink + configLink));
    expect(await shellOf('/clients?year=2026', cookie)).not.toContain(read('/api/clients'));
    // Another cookie, or the name better-auth gives it on https (this server is on http).
    expect(await shellOf('/clients', 'not-better-auth.session_token=x')).not.toContain(read('/api/clients'));
    expect(await shellOf('/clients', '__Secure-better-auth.session_token=x')).not.toContain(read('/api/clients'));
  });

  it('compresses an API answer above the threshold, and sends a small one as it is', async () => {
    const { browser } = await signedInPhotographer(app);
    const headers = (acceptEncoding: string) => ({ cookie: cookieOf(browser), 'accept-encoding': acceptEncoding });

    const plain = await rawRequest(url('/api/openapi.json'), headers('identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(10_000);
    for (const coding of ['br', 'gzip']) {
      const compressed = await rawRequest(url('/api/openapi.json'), headers(`${coding}, deflate`));
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      // The other middleware's headers survive the body's replacement.
      expect(compressed.headers['cache-control']).toBe('no-store');
      expect(compressed.headers['x-request-id']).toBeDefined();
      expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
      expect(compressed.headers['transfer-encoding']).toBe('chunked');
      expect(decoded(compressed).equals(plain.body)).toBe(true);
    }

    // An empty list is a few bytes: compressing it would make it larger.
    const small = await rawRequest(url('/api/priority-tasks'), headers('br, gzip'));
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ priorityTasks: [] });

    // HEAD and bodiless answers are left alone.
    const head = await rawRequest(url('/api/openapi.json'), headers('br'), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    const task = await send<{ id: string }>(browser, 'POST', '/api/priority-tasks', { title: 'Call the lab' });
    const removed = await rawRequest(url(`/api/priority-tasks/${task.body.id}`), headers('br'), 'DELETE');
    expect(removed.status).toBe(204);
    expect(removed.headers['content-encoding']).toBeUndefined();
  });

  it('sends a cached client list compressed, the same bytes again on a cache hit, and only to its owner', async () => {
    const ava = await signedInPhotographer(app);
    const ben = await signedInPhotographer(app);
    await createClients(app.server.database.db, ava.user.id, 50, { seed: 3 });
    const list = (browser: TestAgent, acceptEncoding: string) =>
      rawRequest(url('/api/clients'), { cookie: cookieOf(browser), 'accept-encoding': acceptEncoding });

    const plain = await list(ava.browser, 'identity');
    expect(plain.status).toBe(200);
    const [first, cached] = [await list(ava.browser, 'br'), await list(ava.browser, 'br')];
    expect(first.headers['content-encoding']).toBe('br');
    // Sent whole from the form kept beside the cached bytes, so its length is known (an answer compressed as it
    // streams out has none).
    expect(first.headers['content-length']).toBe(String(first.body.byteLength));
    expect(cached.body.equals(first.body)).toBe(true);
    expect(decoded(first).equals(plain.body)).toBe(true);
    const gzipped = await list(ava.browser, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped).equals(plain.body)).toBe(true);

    const bens = JSON.parse(decoded(await list(ben.browser, 'br')).toString()) as { clients: unknown[] };
    expect(bens.clients).toEqual([]);
  });

  it('leaves the live event stream uncompressed, and it still delivers events as they happen', async () => {
    const { browser } = await signedInPhotographer(app);
    let received = '';
    let onData = () => {};
    const request = http.get(url('/api/notifications/events'), {
      headers: { cookie: cookieOf(browser), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
      response.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        onData();
      });
      const arrived = (text: string) =>
        new Promise<void>((resolve) => {
          onData = () => received.includes(text) && resolve();
          onData();
        });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      await arrived('event: ready');
      await send(browser, 'POST', '/api/leads', {
        name: 'Ruby Vance',
        inquiryDate: '2026-06-12',
        sessionType: 'Newborn',
        source: '1',
      });
      await arrived('Ruby Vance');
      expect(received).toContain('event: notification');
    } finally {
      request.destroy();
    }
  });

  it('sends the data export zip as it is', async () => {
    const { browser } = await signedInPhotographer(app);
    const exported = await rawRequest(url('/api/account/export'), {
      cookie: cookieOf(browser),
      'accept-encoding': 'br',
    });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-encoding']).toBeUndefined();
    expect(exported.body.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers whatever Accept-Encoding it is sent without a server error', async () => {
    const { browser } = await signedInPhotographer(app);
    const garbage = [
      ';;;,,,q=,=;q',
      'br;q=abc, gzip;q=-1, identity;q=NaN',
      'br;q="0.5", "gzip"',
      '\u00ff\u00fe; q=1e999',
      Array.from({ length: 1000 }, (_, index) => `x${index};q=0.${index % 10}`).join(','),
    ];
    for (const acceptEncoding of garbage) {
      for (const page of ['/api/openapi.json', hashedAsset, '/clients']) {
        const response = await rawRequest(url(page), { cookie: cookieOf(browser), 'accept-encoding': acceptEncoding });
        expect(response.status, `${page} with ${acceptEncoding.slice(0, 40)}`).toBe(200);
        expect(decoded(response).byteLength).toBeGreaterThan(0);
      }
    }
    // Larger than any header Node reads: refused before any of our code runs.
    const oversized = await rawRequest(url('/clients'), { 'accept-encoding': 'gzip,'.repeat(20_000) }).catch(
      (error: unknown) => error as Error,
    );
    if (!(oversized instanceof Error)) expect(oversized.status).toBe(431);
    expect((await rawRequest(url('/api/health'))).status).toBe(200);
  });
});
