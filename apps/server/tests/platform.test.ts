import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorBody, PublicConfig } from '@shutterdesk/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequireUser } from '../src/auth/require-user';
import type { AppBindings } from '../src/http/context';
import { AppError } from '../src/errors';
import { respondWithError } from '../src/http/errors';
import { afterAnnouncement } from '../src/testing/announcements';
import { createUser, setBanned } from '../src/testing/factories';
import { startTestServer, testDatabaseKinds, type TestServer } from '../src/testing/test-server';

describe.each(testDatabaseKinds)('[PLATFORM] on %s', (kind) => {
  let app: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Shutterdesk</title><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Shutterdesk"}');
    app = await startTestServer(kind, { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('health says the process is up and readiness that the database answers', async () => {
    expect(await app.agent().get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await app.agent().get('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('the public config tells the browser that billing is off, where support is, and the grace period', async () => {
    const response = await app.agent().get<PublicConfig>('/api/config');
    expect(response.body).toEqual({ billingEnabled: false, supportEmail: 'support@shutterdesk.app', graceDays: 7 });
  });

  it('every response carries the secure headers, and a request id', async () => {
    for (const pathname of ['/api/health', '/', '/no-such-page']) {
      const { headers } = await app.agent().get(pathname);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // Served over plain http here, so no HSTS.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('known pages get the app with 200, unknown ones with 404; assets are cached for good', async () => {
    const known = await app.agent().get('/dashboard');
    expect(known.status).toBe(200);
    expect(known.body).toContain('<div id="root">');
    expect(known.headers.get('cache-control')).toBe('no-cache');
    expect((await app.agent().get('/admin/users/some-id')).status).toBe(200);

    const unknown = await app.agent().get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('<div id="root">');

    const asset = await app.agent().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('the service worker and the web app manifest are checked on every load, and the policy allows them', async () => {
    const worker = await app.agent().get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.agent().get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const csp = (await app.agent().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('an unknown API path is a JSON 404, for any method', async () => {
    const get = await app.agent().get<ApiErrorBody>('/api/nothing-here');
    expect(get.status).toBe(404);
    expect(get.body.error.code).toBe('NOT_FOUND');
    expect((await app.agent().request('DELETE', '/api/profile')).status).toBe(404);
  });

  it('a cross-site form post is refused before it reaches a handler', async () => {
    const response = await app.agent().request('POST', '/api/waitlist', {
      rawBody: 'email=a@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('requireUser answers 401 without a session and 403 ACCOUNT_BANNED for a banned user, on the next request', async () => {
    const { auth, database, cacheInvalidation } = app.server;
    const { requireUser } = createRequireUser(auth, database.db, cacheInvalidation);
    const guarded = new Hono<AppBindings>()
      .onError((error, c) => (error instanceof AppError ? respondWithError(c, error) : c.text('unexpected', 500)))
      .get('/guarded', requireUser(), (c) => c.json({ userId: c.get('userId') }));
    const user = await createUser({ auth, db: database.db });
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const call = () => guarded.request('/guarded', { headers: { cookie } });

    expect((await guarded.request('/guarded')).status).toBe(401);
    expect(await (await call()).json()).toEqual({ userId: user.id });
    // The session is cached now; the ban's announcement is what ends it (cache/invalidation.ts).
    expect(await (await call()).json()).toEqual({ userId: user.id });
    await setBanned({ auth, db: database.db }, user.id);
    await afterAnnouncement(kind, async () => {
      const banned = await call();
      expect(banned.status).toBe(403);
      expect(((await banned.json()) as ApiErrorBody).error.code).toBe('ACCOUNT_BANNED');
    });
  });
});

describe('[PLATFORM] served over https', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer('pglite', { APP_URL: 'https://shutterdesk.example' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends HSTS and asks for secure cookies', async () => {
    const { headers } = await app.agent().get('/api/health');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const user = await createUser({ auth: app.server.auth, db: app.server.database.db });
    const signIn = await app.agent().signIn(user.email, user.password);
    expect(signIn.status).toBe(200);
    const [sessionCookie] = signIn.headers.getSetCookie();
    expect(sessionCookie).toMatch(/^__Secure-/);
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
  });
});
