import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { signedInPhotographer } from './dashboard-helpers';

/**
 * The server's side of server rendering (apps/server/src/http/static.ts; docs/decisions/0021-server-rendering.md),
 * against a build whose server entry is a small module of the same contract (packages/core/src/server-render.ts):
 * what the server does with a drawn page, a redirect and a failed render. The web app's own entry is tested in the
 * browser (e2e/server-render.spec.ts).
 */

const shell =
  '<!doctype html><html><head><title>Shutterdesk</title></head><body><div id="root">\n  <!--app-html--><p>Loading...</p><!--/app-html-->\n</div></body></html>';

/**
 * The entry: draws the signed-in user's e-mail as the session read through the API answers it, sends /go-away on to
 * /login, and fails on /clients?fail (a render error) as a component that throws would.
 */
const entrySource = `
export async function render({ url, fetchApi, phone, now }) {
  if (url === '/clients?fail') throw new Error('a component threw');
  if (url === '/welcome') return { kind: 'client-only', reason: 'no profile yet' };
  if (url === '/waitlist') return { kind: 'redirect', to: '/login?from=%2Fwaitlist' };
  const answer = await fetchApi('/api/session');
  const session = JSON.parse(await answer.text());
  const who = session.signedIn ? session.profile.email : 'a visitor';
  return {
    kind: 'page',
    html: '<main>Drawn for ' + who + (phone ? ' on a phone' : '') + ' $& $1</main>',
    state: JSON.stringify({ who, now }),
    signedIn: session.signedIn,
  };
}
`;

describe.each(testDatabaseKinds)('[SERVER RENDER] on %s', (kind) => {
  let root = '';
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-render-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), shell);
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), entrySource);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  const app = useTestServer(kind, () => ({ WEB_DIST_DIR: path.join(root, 'dist'), LOG_LEVEL: 'info' }), logDestination);

  it("draws each user's page with that user's own session, private to them", async () => {
    const first = await signedInPhotographer(app);
    const second = await signedInPhotographer(app);
    const [firstPage, secondPage] = await Promise.all([
      first.browser.request<string>('GET', '/clients'),
      second.browser.request<string>('GET', '/clients'),
    ]);
    for (const [page, own, other] of [
      [firstPage, first.user.email, second.user.email],
      [secondPage, second.user.email, first.user.email],
    ] as const) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toContain('Cookie');
      expect(page.body).toContain(`<main>Drawn for ${own}`);
      expect(page.body).not.toContain(other);
      // The page replaces the loading line and the blank around it; `$&` in what was drawn stays as it is.
      // Covered until the browser has hydrated it (main.tsx).
      expect(page.body).toContain(
        `<div id="root"><main>Drawn for ${own} $& $1</main></div><div id="page-cover"></div>`,
      );
      expect(page.body).toContain(`<script id="server-state" type="application/json">{"who":"${own}"`);
    }
  });

  it('draws a visitor the public page no-cache, compressed as asked, and guesses a phone from its browser', async () => {
    const visitor = app.agent();
    const page = await visitor.request<string>('GET', '/', {
      headers: { 'sec-ch-ua-mobile': '?1', 'accept-encoding': 'identity' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.body).toContain('<main>Drawn for a visitor on a phone');
    const byAgent = await visitor.request<string>('GET', '/', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(byAgent.body).toContain('on a phone');
    const compressed = await fetch(new URL('/', visitor.baseUrl), { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toContain('<main>Drawn for a visitor $& $1</main>');
  });

  it('sends the guard’s redirect as a 302 that no cache keeps', async () => {
    const answer = await app.agent().request('GET', '/waitlist');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?from=%2Fwaitlist');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the client-only shell when the entry draws nothing, or fails, and logs the failure once with its time', async () => {
    const { browser } = await signedInPhotographer(app);
    const nothing = await browser.request<string>('GET', '/welcome');
    expect(nothing.status).toBe(200);
    expect(nothing.body).toContain('<p>Loading...</p>');
    expect(nothing.body).not.toContain('server-state');

    logLines.length = 0;
    const failed = await browser.request<string>('GET', '/clients?fail');
    expect(failed.status).toBe(200);
    expect(failed.headers.get('cache-control')).toBe('private, no-cache');
    expect(failed.body).toContain('<p>Loading...</p>');
    expect(failed.body).not.toContain('server-state');
    const failures = logLines.filter((line) => line.includes('page render failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('a component threw');
    const requestLine = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request' && line.path === '/clients');
    expect(requestLine).toMatchObject({ status: 200, renderMs: expect.any(Number) });
  });

  it('never draws /index.html, the shell the service worker keeps for offline use, and draws an unknown path as 404', async () => {
    const { browser } = await signedInPhotographer(app);
    const shellFile = await browser.request<string>('GET', '/index.html');
    expect(shellFile.status).toBe(200);
    expect(shellFile.body).toContain('<p>Loading...</p>');
    expect(shellFile.body).not.toContain('Drawn for');
    const unknown = await browser.request<string>('GET', '/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Drawn for');
  });
});
