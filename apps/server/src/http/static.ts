import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  configRead,
  matchRoute,
  readsConfigFirst,
  screenFirstReads,
  sessionRead,
  type RouteDefinition,
} from '@shutterdesk/core';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseCoding, compressBytes, contentCodings, type BodyBytes, type ContentCoding } from './compression';
import type { AppBindings } from './context';

/** Each route's own chunks, as the web build lists them (apps/web/route-preloads.ts). */
const routePreloadsPath = '/route-preloads.json';

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

/** The build's list of each route's own chunks; none when the build has no list (a test's hand-made build). */
function readRoutePreloads(distDir: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(path.join(distDir, routePreloadsPath), 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

interface Shell {
  bytes: BodyBytes;
  compressed(coding: ContentCoding): Promise<BodyBytes>;
}

/**
 * The shell (index.html) for each route. It names in its head what the app will fetch first, so the browser fetches
 * it alongside the entry script instead of after it has run: the session, the settings on a screen closed to a free
 * trial, and for a signed-in visitor on a screen's plain address that screen's first reads (core's first-reads.ts),
 * then the route's own chunks. Each variant is made on first use and kept with its compressed forms (compressed on
 * the thread pool).
 */
function routeShells(
  indexHtml: string,
  preloads: Record<string, string[]>,
): (route: RouteDefinition | undefined, withScreenReads: boolean) => Shell {
  const made = new Map<string, Shell>();
  const reads = (urls: readonly string[]) =>
    urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('');
  const chunks = (files: string[]) =>
    files
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      )
      .join('');
  return (route, withScreenReads) => {
    const routePath = route?.path ?? '';
    const key = `${routePath} ${withScreenReads}`;
    let shell = made.get(key);
    if (!shell) {
      const configReads = route && readsConfigFirst(route) ? [configRead] : [];
      const screenReads = withScreenReads ? (screenFirstReads[routePath as keyof typeof screenFirstReads] ?? []) : [];
      const links = reads([sessionRead, ...configReads, ...screenReads]) + chunks(preloads[routePath] ?? []);
      const bytes = Buffer.from(indexHtml.replace('</head>', `${links}</head>`)) as BodyBytes;
      const forms = new Map<ContentCoding, Promise<BodyBytes>>();
      shell = {
        bytes,
        compressed(coding) {
          let form = forms.get(coding);
          if (!form) {
            form = compressBytes(bytes, coding);
            forms.set(coding, form);
          }
          return form;
        },
      };
      made.set(key, shell);
    }
    return shell;
  };
}

/**
 * Serves the built SPA, each file in the coding the browser prefers among the copies the build made
 * (scripts/precompress.mjs). Hashed assets are cached for a year. index.html, the shell, is revalidated every time
 * so a deploy is picked up at once; it is kept in memory with its compressed forms, and names the route's own chunks
 * and, for a visitor with a session cookie (`hasSessionCookie`, from auth/require-user.ts), the screen's first
 * reads. A path that no route of the app knows gets the shell with status 404 (the SPA shows its not-found page)
 * and is logged.
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

  const shells = routeShells(readFileSync(indexFile, 'utf8'), readRoutePreloads(distDir));
  app.get('*', async (c) => {
    const route = c.req.path === '/index.html' ? undefined : matchRoute(c.req.path);
    const known = route !== undefined || c.req.path === '/index.html';
    if (!known) c.get('logger').warn({ path: c.req.path }, 'page not found');
    // A screen's own reads are named only where they will be made: for a visitor with a session (a signed-out one
    // would get a 401 the app never asks for) on the screen's plain address (a filtered view reads otherwise).
    const signedIn = await hasSessionCookie(c);
    const shell = shells(route, signedIn && !c.req.url.includes('?'));
    const coding = chooseCoding(c.req.header('accept-encoding'));
    const body = coding ? await shell.compressed(coding) : shell.bytes;
    return codedAnswer(c, known ? 200 : 404, body, coding, {
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
  });
  return true;
}
