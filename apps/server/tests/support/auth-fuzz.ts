import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzEndpoint, fuzzSeedFor } from '../../src/testing/fuzz-endpoint';
import type { OpenApiDocument } from '../../src/testing/openapi-arbitraries';
import { testDatabaseKinds } from '../../src/testing/test-server';
import { useTestServer } from '../../src/testing/use-test-server';
import { signedInPhotographer } from '../dashboard-helpers';

/**
 * better-auth's endpoints, fuzzed from the schemas its part of the OpenAPI document gives (as api-fuzz.test.ts does
 * for ours). They are known only once a server runs, so one test takes a share of them; the shares sit in separate
 * files (auth-fuzz-*.test.ts) so they run side by side. A failure names the request.
 */
export function describeAuthFuzz(share: number, shares: number) {
  describe.each(testDatabaseKinds)(`[FUZZ] better-auth's endpoints on %s, share ${share + 1} of ${shares}`, (kind) => {
    const app = useTestServer(kind);
    let document: OpenApiDocument;
    beforeAll(async () => {
      document = (await app.agent().get<OpenApiDocument>('/api/openapi.json')).body;
    });

    it('never answer 5xx, whatever they are sent, and answer errors in our shape', async () => {
      const operations = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/auth/'))
        .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
        .filter(({ method }) => ['get', 'post'].includes(method));
      expect(operations.length).toBeGreaterThan(10);
      for (const { path, method, operation } of operations.filter((_, index) => index % shares === share)) {
        // A fresh user each time: sign-out, revoked sessions or a changed password must not starve the others.
        const caller = (await signedInPhotographer(app)).browser;
        await fuzzEndpoint(caller, document, method, path, operation, fuzzSeedFor(kind));
      }
      expect((await app.agent().get('/api/ready')).status).toBe(200);
    }, 300_000);
  });
}
