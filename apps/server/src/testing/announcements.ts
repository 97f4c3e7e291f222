import { vi } from 'vitest';
import type { TestDatabaseKind } from './test-server';

/**
 * Runs `check` (assertions about what the API answers) after a test changed rows straight in the database,
 * which the server's caches learn of from the database's announcement (cache/invalidation.ts). PGlite hands the
 * announcement over before the changing query resolves, so there the very next request must pass. PostgreSQL
 * delivers it to the server's listener a moment after the commit, so there `check` is retried briefly.
 */
export async function afterAnnouncement<Result>(kind: TestDatabaseKind, check: () => Promise<Result>): Promise<Result> {
  return kind === 'pglite' ? check() : vi.waitFor(check, { timeout: 2000, interval: 10 });
}
