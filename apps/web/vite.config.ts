import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './route-preloads.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), routePreloads(path.resolve(import.meta.dirname, 'src/app/pages.ts'))],
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
