import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bodyFont } from './body-font.ts';
import { routePreloads } from './route-preloads.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** `@/lib/api` is src/lib/api.ts, as tsconfig.json's paths say. */
const webSourceAlias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * `vite build --ssr src/entry-server.tsx` builds the server entry into dist-server/entry-server.js, which the server
 * loads at start-up (apps/server/src/http/static.ts; docs/decisions/0021-server-rendering.md). It sits beside dist/,
 * not in it: nothing of it is served, nor precached by the service worker. npm packages stay external, as for the
 * server's own bundle. Each screen stays a chunk of its own, loaded the first time a page of it is drawn: a server
 * that only ever draws a few screens does not hold the others (nor the chart and CSV libraries) in memory.
 */
const serverEntryBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: webSourceAlias },
  publicDir: false,
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist-server'),
    emptyOutDir: true,
    target: 'node20',
  },
});

const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    bodyFont(),
    routePreloads(path.resolve(import.meta.dirname, 'src/app/pages.ts')),
    installableApp(),
  ],
  resolve: { alias: webSourceAlias },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Small chunks shared by a few screens are copied into each instead of fetched on their own: a phone on
      // HTTP/1.1 opens six connections, and thirty tiny chunks cost it several round trips before a screen shows.
      // The copies add a few kB in all; the entry stays under its budget (docs/budgets.md).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntryBuild : browserBuild));

/**
 * The web app manifest and the service worker (docs/decisions/0017-installable-app.md). The worker precaches the
 * build (the shell, every screen's code, styles, fonts and icons) and takes navigations from the network first,
 * answering with the precached shell only when the network fails: the server's page for a route comes drawn with
 * its data and names its chunks (apps/server/src/http/static.ts), so it must stay the one used online; the
 * precached index.html is the client-only shell, drawn by the browser. Nothing under /api is ever
 * cached. The app registers the worker itself, after the page has loaded (src/lib/service-worker.ts).
 */
function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Shutterdesk',
      short_name: 'Shutterdesk',
      description:
        'One dashboard for photographers: routines with points, client checklists, lead tracking and reminders.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fafaf9',
      theme_color: '#fafaf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      // Inter's Latin subsets only: the others download when a page first shows such letters, as without a worker.
      globIgnores: ['assets/inter-{cyrillic,greek,vietnamese}*'],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The shell is the fallback of the navigation route below, not the answer to every navigation.
      navigateFallback: null,
      navigationPreload: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
      // The update prompt asks first (SKIP_WAITING from the page); a new worker never takes over a page by itself.
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}
