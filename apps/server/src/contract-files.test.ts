import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSource = import.meta.dirname;
const contractsDir = path.join(serverSource, '../../../packages/core/src/api');
/** The contract files that hold no endpoints: the endpoint builder, shared params and the index. */
const helpers = new Set(['endpoint', 'params', 'index']);

/**
 * Where a contract file's endpoints are served: `features/<name>/`, the admin area's files (`admin-*`) in
 * `features/admin/`, and `auth.ts` in the server's `auth/`.
 */
function servingFolder(name: string): string {
  if (name === 'auth') return path.join(serverSource, 'auth');
  return path.join(serverSource, 'features', name.startsWith('admin-') ? 'admin' : name);
}

describe('contract files', () => {
  const names = readdirSync(contractsDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((name) => !helpers.has(name));

  it('are found', () => {
    expect(names.length).toBeGreaterThan(15);
  });

  it.each(names)("api/%s.ts is named after the server's feature that serves it", (name) => {
    expect(existsSync(servingFolder(name)), `${servingFolder(name)} for packages/core/src/api/${name}.ts`).toBe(true);
  });
});
