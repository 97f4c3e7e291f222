import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
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
