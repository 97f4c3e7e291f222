import { apiContracts, type AnyEndpoint } from '@shutterdesk/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../src/testing/admin-factories';
import { grantFreeAccess } from '../src/testing/billing-factories';
import { fuzzEndpoint, fuzzSeedFor, fuzzSettings } from '../src/testing/fuzz-endpoint';
import type { OpenApiDocument } from '../src/testing/openapi-arbitraries';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { signedInPhotographer } from './dashboard-helpers';

console.log(
  `[FUZZ] seed ${fuzzSettings.seed} (FUZZ_SEED replays it; the next database takes the next seed), ` +
    `up to ${fuzzSettings.runs} cases or ${fuzzSettings.msPerEndpoint} ms per endpoint on each database`,
);

/** The live event stream never ends, and takes no input the fuzzer could vary anyway. */
const fuzzable = (contract: AnyEndpoint) =>
  !Object.values(contract.responses).some((response) => response?.content?.['text/event-stream']);

/**
 * Property-based fuzzing of every endpoint of ours from its schema in the OpenAPI document: schema-shaped input with
 * hostile parts (NUL bytes, lone surrogates, huge text and numbers, wrong types, prototype keys, deep nesting),
 * malformed JSON and odd content types. Never a 5xx, every error in our shape, and a healthy server afterwards.
 * better-auth's endpoints get the same in auth-fuzz-*.test.ts.
 */
describe.each(testDatabaseKinds)('[FUZZ] our endpoints on %s', (kind) => {
  // Billing on, so its endpoints are reached past the 'billing is not enabled' answer.
  const { app } = useTestServerWithBilling(kind);
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await app.agent().get<OpenApiDocument>('/api/openapi.json')).body;
  });

  /**
   * Whoever the endpoint lets in, so the input reaches its handler: an admin endpoint gets an admin, one that needs
   * a plan a user with one.
   */
  async function callerFor(contract: AnyEndpoint) {
    if (contract.access === 'public') return app.agent();
    if (contract.access === 'admin') return (await signedInAdmin(app)).browser;
    const photographer = await signedInPhotographer(app);
    if (contract.access === 'subscriber') await grantFreeAccess(app.server.database.db, photographer.user.id);
    return photographer.browser;
  }

  it.each(Object.values(apiContracts).filter(fuzzable))(
    '$operationId ($method $path) never answers 5xx, whatever it is sent',
    async (contract) => {
      const operation = document.paths[contract.path]?.[contract.method];
      expect(operation, `${contract.operationId} is in the document`).toBeDefined();
      const caller = await callerFor(contract);
      await fuzzEndpoint(caller, document, contract.method, contract.path, operation!, fuzzSeedFor(kind));
    },
  );

  it('is healthy afterwards: live, ready, and serving a signed-in user', async () => {
    expect((await app.agent().get('/api/health')).status).toBe(200);
    expect((await app.agent().get('/api/ready')).status).toBe(200);
    const { browser } = await signedInPhotographer(app);
    expect((await browser.get('/api/clients')).status).toBe(200);
  });
});
