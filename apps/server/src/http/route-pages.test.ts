import { createHash } from 'node:crypto';
import { routes } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { appLoaderScript } from './app-loader';
import { routePages } from './route-pages';
import { securityHeaders } from './security';

/** index.html's head as Vite writes it: the entry script, the shell's preloaded chunks and the stylesheet. */
const indexHtml = [
  '<!doctype html><html><head><title>Shutterdesk</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/query-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"><!--app-html--><p>Loading...</p><!--/app-html--></div></body></html>',
].join('');
const clients = routes.find((route) => route.path === '/clients')!;
const preloads = { '/clients': ['/assets/clients-page-1.js', '/assets/query-1.js', '/assets/clients-page-1.css'] };

const headOf = (page: string) => page.slice(0, page.indexOf('</head>'));
const appScriptsOf = (page: string) =>
  JSON.parse(/<script id="app-scripts" type="application\/json">(.*?)<\/script>/.exec(page)![1]!) as string[];

describe('the pages the server sends', () => {
  const pages = routePages(indexHtml, preloads);
  const drawn = pages.drawn(clients, { html: '<main>Client Flow</main>', state: '{}' }).toString();

  it('draws the page first and names its code for after the first paint: no script is fetched alongside it', () => {
    const head = headOf(drawn);
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    // The stylesheets are what the first paint waits for; they stay in the head.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/clients-page-1.css">');
    // The entry first, then each chunk once: the shell's and the route's own.
    expect(appScriptsOf(drawn)).toEqual([
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/query-1.js',
      '/assets/clients-page-1.js',
    ]);
    expect(drawn).toContain(`<script>${appLoaderScript}</script></body>`);
    // Covered, not inert, until the app has hydrated it (app-loader.ts).
    expect(drawn).toContain('<div id="root"><main>Client Flow</main></div><div id="page-cover"></div>');
  });

  it('keeps the client-only shell as Vite wrote it, with the route’s chunks preloaded: it has nothing to paint first', () => {
    const shell = pages.shell(clients, false).bytes.toString();
    expect(headOf(shell)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(headOf(shell)).toContain('<link rel="modulepreload" crossorigin href="/assets/clients-page-1.js">');
    expect(shell).not.toContain('app-scripts');
  });

  it('allows the loader by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(appLoaderScript).digest('base64');
    const headers = new Headers();
    const context = {
      req: { path: '/clients' },
      res: { headers },
      header: (name: string, value: string) => headers.set(name, value),
    };
    await securityHeaders('http://localhost', () => false)(context as never, async () => undefined);
    const scriptSrc = /script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
