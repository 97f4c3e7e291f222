import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine. Most integration
    // time is spent waiting on PostgreSQL or on a server's I/O, so three files at a time halve the run.
    maxWorkers: 3,
    projects: [
      {
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        // Pure functions of the web app only (node environment, no DOM); screens are covered by e2e/.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server-integration',
          include: ['apps/server/tests/**/*.test.ts'],
          // Each file starts its own server on its own fresh database(s); PGlite start-up dominates.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
