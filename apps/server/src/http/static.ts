import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { matchRoute } from '@shutterdesk/core';
import type { Hono } from 'hono';
import type { AppBindings } from './context';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html is revalidated every time so a
 * deploy is picked up at once. A path that no route of the app knows gets index.html with status 404 (the
 * SPA shows its not-found page) and is logged.
 */
export function serveWebApp(app: Hono<AppBindings>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      // `/` and `/index.html` are the shell itself: revalidated every time, so a deploy is picked up at once.
      onFound: (file, c) => {
        if (file.endsWith('.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  // Read once: it changes only with a new build, which means a restart.
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    if (matchRoute(c.req.path)) return c.html(indexHtml);
    c.get('logger').warn({ path: c.req.path }, 'page not found');
    return c.html(indexHtml, 404);
  });
  return true;
}
