import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The fuzz files are small but the longest of the suite (minutes each). Vitest runs larger files first when it has no
 * timings of an earlier run, as on a fresh CI clone, which would leave them for last, one file running alone at the
 * end: they start first instead.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isFuzz = (file: TestSpecification) => /-fuzz[^/]*\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isFuzz), ...sorted.filter((file) => !isFuzz(file))];
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core machine. Most integration
    // time is spent waiting on PostgreSQL or on a server's I/O, so three files at a time halve the run.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] },
      },
      {
        // Pure functions of the web app only (node environment, no DOM); screens are covered by e2e/.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
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
          globalSetup: ['apps/server/tests/support/database-templates.ts'],
          // Each file starts its own server on its own fresh database(s); PGlite start-up dominates.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
