import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoute, type ServerEntry, type ServerRenderResult } from '@shutterdesk/core';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, compressBytes, contentCodings, type BodyBytes, type ContentCoding } from './compression';
import type { AppBindings } from './context';
import { readRoutePreloads, routePages, routePreloadsPath } from './route-pages';

/** Where scripts/precompress.mjs puts a file's compressed copies: beside it, under these suffixes. */
const copySuffixes: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

interface BuiltFile {
  file: string;
  contentType: string;
  /** The codings it has a compressed copy in. */
  codings: ContentCoding[];
  /**
   * Hashed assets never change under their name: cached for a year. Any other file (the service worker, the web app
   * manifest, the icons) may change with a deploy, so the browser checks it every time: a service worker or manifest
   * kept in a cache would hold back the update prompt and the installed app's details.
   */
  cachingHeaders: Record<string, string>;
}

/**
 * The files of the build by their URL path, listed once at start-up: a deploy restarts the server. Only these paths
 * are served, so no request can reach outside the build. The compressed copies are not paths of their own, and
 * index.html is served as the shell.
 */
function builtFiles(distDir: string): Map<string, BuiltFile> {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const present = new Set(files);
  const isCopy = (file: string) =>
    contentCodings.some(
      (coding) => file.endsWith(copySuffixes[coding]) && present.has(file.slice(0, -copySuffixes[coding].length)),
    );
  const built = new Map<string, BuiltFile>();
  for (const file of files) {
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    if (isCopy(file) || urlPath === '/index.html' || urlPath === routePreloadsPath) continue;
    built.set(urlPath, {
      file,
      contentType: getMimeType(file) ?? 'application/octet-stream',
      codings: contentCodings.filter((coding) => present.has(file + copySuffixes[coding])),
      cachingHeaders: urlPath.startsWith('/assets/')
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : { 'cache-control': 'no-cache', 'last-modified': statSync(file).mtime.toUTCString() },
    });
  }
  return built;
}

/** An answer that may come in several codings: Content-Length is the size of what is sent. */
function codedAnswer(
  c: Context,
  status: 200 | 404,
  body: BodyBytes,
  coding: ContentCoding | undefined,
  headers: Record<string, string>,
) {
  return c.body(body, status, {
    ...headers,
    'content-length': String(body.byteLength),
    ...(coding ? { 'content-encoding': coding } : {}),
  });
}

/**
 * The web build's server entry (apps/web/src/entry-server.tsx, built beside dist/ into dist-server/), loaded once at
 * start-up; undefined when there is none (a build without it, a test's hand-made build), the Error when it does not
 * load (the pages are then drawn by the browser, and the Error is logged once).
 */
function loadServerEntry(distDir: string): Promise<ServerEntry | Error> | undefined {
  const file = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return import(pathToFileURL(file).href).then(
    (entry) => entry as ServerEntry,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/** A phone, as far as its browser says: the client hint Chromium sends, else the User-Agent's usual word. */
function looksLikePhone(c: Context): boolean {
  const hint = c.req.header('sec-ch-ua-mobile');
  if (hint !== undefined) return hint === '?1';
  return /Mobi|iPhone|Android.+Mobile/i.test(c.req.header('user-agent') ?? '');
}

/** The visitor's own request headers that their API calls need: who they are, and where they come from. */
const forwardedHeaders = ['cookie', 'user-agent', 'x-forwarded-for'];

/**
 * Asks the server entry for the page of this request, its reads made through `app` itself as the visitor (so every
 * access rule and contract applies as to the browser's own requests). Any cookie an API answer sets (a session
 * renewed) is passed on to the page's answer. Undefined when the page is to go client-only: the failure is logged.
 */
async function drawPage(
  c: Context<AppBindings>,
  app: Hono<AppBindings>,
  entry: ServerEntry,
): Promise<ServerRenderResult | undefined> {
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const fetchApi = async (apiPath: string) => {
    const answer = await app.request(new URL(apiPath, c.req.url).href, { headers }, c.env);
    for (const cookie of answer.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return answer;
  };
  const started = performance.now();
  try {
    const url = new URL(c.req.url);
    return await entry.render({
      url: url.pathname + url.search,
      fetchApi,
      phone: looksLikePhone(c),
      now: Date.now(),
    });
  } catch (error) {
    c.get('logger').error({ err: error, path: c.req.path }, 'page render failed: sent for the browser to draw');
    return undefined;
  } finally {
    c.set('renderMs', Math.round((performance.now() - started) * 10) / 10);
  }
}

/**
 * Serves the built SPA, each file in the coding the browser prefers among the copies the build made
 * (scripts/precompress.mjs). Hashed assets are cached for a year. A page is drawn on the server when the build has
 * its server entry (docs/decisions/0021-server-rendering.md): its first view, with the answers it read, or the
 * route guard's redirect. Otherwise, and when drawing fails, it is index.html, the client-only shell, kept in memory
 * with its compressed forms; the shell names the route's own chunks and, for a visitor with a session cookie
 * (`hasSessionCookie`, from auth/require-user.ts), the screen's first reads. /index.html itself is always the shell:
 * it is what the service worker keeps for offline use. Every page is revalidated every time, so a deploy is picked
 * up at once, and a signed-in user's page is private: no shared cache keeps it. A path that no route of the app
 * knows gets status 404 (the app shows its not-found page) and is logged.
 */
export function serveWebApp(
  app: Hono<AppBindings>,
  distDir: string,
  hasSessionCookie: (c: Context<AppBindings>) => Promise<boolean>,
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const files = builtFiles(distDir);
  app.get('*', async (c, next) => {
    const built = files.get(c.req.path);
    if (!built) return next();
    const coding = chooseCoding(c.req.header('accept-encoding'), built.codings);
    const body = await readFile(coding ? built.file + copySuffixes[coding] : built.file).then(
      (bytes) => bytes as BodyBytes,
      () => undefined,
    );
    // A rebuild into the folder of a running server (as tests and the bench do) removes the old hashed files.
    if (!body) return next();
    return codedAnswer(c, 200, body, coding, {
      'content-type': built.contentType,
      ...built.cachingHeaders,
      ...(built.codings.length > 0 ? { vary: 'Accept-Encoding' } : {}),
    });
  });

  const pages = routePages(readFileSync(indexFile, 'utf8'), readRoutePreloads(distDir));
  const serverEntry = loadServerEntry(distDir);
  let entryFailureLogged = false;
  app.get('*', async (c) => {
    const isShellFile = c.req.path === '/index.html';
    const route = isShellFile ? undefined : matchRoute(c.req.path);
    const known = route !== undefined || isShellFile;
    if (!known) c.get('logger').warn({ path: c.req.path }, 'page not found');
    const status = known ? 200 : 404;
    const coding = chooseCoding(c.req.header('accept-encoding'));

    const entry = isShellFile ? undefined : await serverEntry;
    if (entry instanceof Error && !entryFailureLogged) {
      entryFailureLogged = true;
      c.get('logger').error({ err: entry }, 'the server entry did not load: pages are drawn by the browser');
    }
    const drawn = entry && !(entry instanceof Error) ? await drawPage(c, app, entry) : undefined;
    if (drawn?.kind === 'redirect') {
      c.header('cache-control', 'no-store');
      return c.redirect(drawn.to, 302);
    }
    if (drawn?.kind === 'page') {
      const bytes = pages.drawn(route, drawn);
      return codedAnswer(c, status, coding ? await compressBytes(bytes, coding) : bytes, coding, {
        'content-type': 'text/html; charset=UTF-8',
        // One user's page is theirs alone; any page is drawn for the visitor's cookie and device.
        'cache-control': drawn.signedIn ? 'private, no-cache' : 'no-cache',
        vary: 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile, User-Agent',
      });
    }

    // A screen's own reads are named only where they will be made: for a visitor with a session (a signed-out one
    // would get a 401 the app never asks for) on the screen's plain address (a filtered view reads otherwise).
    const signedIn = await hasSessionCookie(c);
    const shell = pages.shell(route, signedIn && !c.req.url.includes('?'));
    const body = coding ? await shell.compressed(coding) : shell.bytes;
    return codedAnswer(c, status, body, coding, {
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': signedIn ? 'private, no-cache' : 'no-cache',
      vary: 'Accept-Encoding',
    });
  });
  return true;
}
