import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  configRead,
  readsConfigFirst,
  screenFirstReads,
  pageCoverElementId,
  sessionRead,
  serverStateElementId,
  type RouteDefinition,
} from '@shutterdesk/core';
import { appLoaderScript, appScriptsElementId } from './app-loader';
import { compressBytes, type BodyBytes, type ContentCoding } from './compression';

/** Each route's own chunks, as the web build lists them (apps/web/route-preloads.ts). */
export const routePreloadsPath = '/route-preloads.json';

/** The build's list of each route's own chunks; none when the build has no list (a test's hand-made build). */
export function readRoutePreloads(distDir: string): Record<string, string[]> {
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

/** Where a page's first view goes in index.html (apps/web/index.html): the loading line between these marks, and the
 * blank around them (the root element must hold only what React drew). */
const appHtmlMarks = /\s*<!--app-html-->[\s\S]*<!--\/app-html-->\s*/;

/** The app's entry script and the chunks it preloads, as Vite writes them into index.html's head. */
const entryScriptTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html for the pages the server draws, read once: the head without the entry script and the chunks it
 * preloads, and a function naming those (with a route's own chunks) at the end of the body, for app-loader.ts to add
 * after the first paint. A head without Vite's entry script (a test's hand-made build) is left as it is.
 */
function scriptsAfterPaint(indexHtml: string) {
  const entry = entryScriptTag.exec(indexHtml)?.[1];
  if (!entry) return { html: indexHtml, scripts: () => '' };
  const shellChunks = [...indexHtml.matchAll(modulePreloadTag)].map((match) => match[1]!);
  return {
    html: indexHtml.replace(entryScriptTag, '').replace(modulePreloadTag, ''),
    scripts: (routeChunks: readonly string[]) =>
      `<script id="${appScriptsElementId}" type="application/json">` +
      `${JSON.stringify([entry, ...new Set([...shellChunks, ...routeChunks])])}</script>` +
      `<script>${appLoaderScript}</script>`,
  };
}

/**
 * index.html for each route: the page as the browser draws it itself (the client-only shell) or, with `drawn`, the
 * page the server drew. It names in its head what the app will fetch first, so the browser fetches it alongside
 * the entry script instead of after it has run: the route's own chunks and, in the shell, the session, the settings
 * on a screen closed to a free trial, and for a signed-in visitor on a screen's plain address that screen's first
 * reads (core's first-reads.ts). A drawn page carries those answers itself. Each shell is made on first use and kept
 * with its compressed forms (compressed on the thread pool); a drawn page is made for its one request.
 */
export function routePages(indexHtml: string, preloads: Record<string, string[]>) {
  const made = new Map<string, Shell>();
  const reads = (urls: readonly string[]) =>
    urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('');
  const routeFiles = (route: RouteDefinition | undefined) => preloads[route?.path ?? ''] ?? [];
  const isStyle = (file: string) => file.endsWith('.css');
  const styleLink = (file: string) => `<link rel="preload" as="style" crossorigin href="${file}">`;
  const chunks = (route: RouteDefinition | undefined) =>
    routeFiles(route)
      .map((file) => (isStyle(file) ? styleLink(file) : `<link rel="modulepreload" crossorigin href="${file}">`))
      .join('');
  const withHead = (links: string, html = indexHtml) => html.replace('</head>', `${links}</head>`);
  const drawnPage = scriptsAfterPaint(indexHtml);
  return {
    shell(route: RouteDefinition | undefined, withScreenReads: boolean): Shell {
      const routePath = route?.path ?? '';
      const key = `${routePath} ${withScreenReads}`;
      let shell = made.get(key);
      if (!shell) {
        const configReads = route && readsConfigFirst(route) ? [configRead] : [];
        const screenReads = withScreenReads ? (screenFirstReads[routePath as keyof typeof screenFirstReads] ?? []) : [];
        const bytes = Buffer.from(withHead(reads([sessionRead, ...configReads, ...screenReads]) + chunks(route)));
        const forms = new Map<ContentCoding, Promise<BodyBytes>>();
        shell = {
          bytes: bytes as BodyBytes,
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
    },
    drawn(route: RouteDefinition | undefined, { html, state }: { html: string; state: string }): BodyBytes {
      const files = routeFiles(route);
      const scripts = drawnPage.scripts(files.filter((file) => !isStyle(file)));
      const page = withHead(files.filter(isStyle).map(styleLink).join(''), drawnPage.html)
        // A function, so that no `$` in the page's text is read as a replacement pattern.
        .replace(appHtmlMarks, () => html)
        .replace(
          '</body>',
          // Covered until the app has hydrated it (apps/web/src/main.tsx): a click would do nothing or follow a link
          // natively, and text typed into a drawn field would be lost (app-loader.ts holds keys back meanwhile).
          () =>
            `<div id="${pageCoverElementId}"></div>` +
            `<script id="${serverStateElementId}" type="application/json">${state}</script>${scripts}</body>`,
        );
      return Buffer.from(page) as BodyBytes;
    },
  };
}
