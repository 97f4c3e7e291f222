import { apiContracts, rowKindOf, type AnyEndpoint } from '@shutterdesk/core/api';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard } from '../src/testing/factories';
import { shapedValueFor, type OpenApiDocument } from '../src/testing/openapi-arbitraries';
import { testDatabaseKinds } from '../src/testing/test-server';
import { createSubscriptionRow } from '../src/testing/billing-factories';
import { useTestServerWithBilling } from './billing-helpers';
import { factoryContext, signedInPhotographer, type Photographer } from './dashboard-helpers';
import { storeNotifications } from './notifications-helpers';

/**
 * Signed-in endpoints, except the live event stream, which never ends (its isolation is in notifications-live), and
 * the admin area's, which reach every user's rows by design (admin-access.test.ts refuses them to everyone else).
 */
const userEndpoints = (Object.values(apiContracts) as AnyEndpoint[]).filter(
  (contract) =>
    contract.access !== 'public' &&
    contract.access !== 'admin' &&
    !Object.values(contract.responses).some((response) => response?.content?.['text/event-stream']),
);

/**
 * Another user's rows, from every endpoint at once: generated from the registered contracts, so a new endpoint is
 * covered without editing this test. The owner holds one row of every kind a path can name; the intruder calls every
 * signed-in endpoint with a valid body and the owner's ids. Every id route must answer 404, and afterwards every row
 * of the owner, in every table that has a user_id, must be exactly as before.
 */
describe.each(testDatabaseKinds)('[ISOLATION] every endpoint, called by another user, on %s', (kind) => {
  // Billing on, so its endpoints are reached past the 'billing is not enabled' answer.
  const { app } = useTestServerWithBilling(kind);
  const db = () => app.server.database.db;
  let document: OpenApiDocument;
  let owner: Photographer;
  const ownerRows = new Map<string, string>();

  beforeAll(async () => {
    document = (await app.agent().get<OpenApiDocument>('/api/openapi.json')).body;
    owner = await signedInPhotographer(app);
    const userId = owner.user.id;
    const dashboard = await createDashboard(factoryContext(app), userId, {
      categories: ['Finance'],
      tasks: [{ title: 'Send invoices', category: 'Finance', frequency: 'weekly' }],
      priorityTasks: ['Call the lab'],
    });
    const [clientId] = await createClients(db(), userId, [{ name: 'Mia Hart' }]);
    const [leadId] = await createLeads(db(), userId, [{ name: 'Ivy Lane' }]);
    const [notificationId] = await storeNotifications(db(), userId, [{ createdAt: new Date('2026-06-01T09:00:00Z') }]);
    ownerRows.set('Task', dashboard.taskIds[0]!);
    ownerRows.set('Priority task', dashboard.priorityTaskIds[0]!);
    ownerRows.set('Client', clientId!);
    ownerRows.set('Lead', leadId!);
    ownerRows.set('Notification', notificationId!);
    ownerRows.set('Subscription', (await createSubscriptionRow(db(), userId)).id);
    // A Wedding template, and a Wedding client added through the API so that it gets the template's step.
    const { browser } = owner;
    await browser.request('PUT', '/api/session-templates/Wedding', { json: { steps: [{ name: 'Timeline call' }] } });
    const wedding = {
      name: 'Wes Wedding',
      sessionDate: '2026-09-12',
      sessionType: 'Wedding',
      sessionPackage: 'Mini session',
    };
    const client = await browser.post<{ id: string }>('/api/clients', wedding);
    const steps = await browser.get<{ steps: { id: string }[] }>(`/api/clients/${client.body.id}/steps`);
    ownerRows.set('Client step', steps.body.steps[0]!.id);
  });

  /** Rows of a raw query; both drivers answer `{ rows }`. */
  const rowsOf = async <Row = unknown>(query: SQL) => ((await db().execute(query)) as unknown as { rows: Row[] }).rows;

  /** Every row that belongs to the user, table by table, found from the database's own catalogue. */
  async function snapshotOf(userId: string): Promise<Record<string, unknown[]>> {
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    const snapshot: Record<string, unknown[]> = {};
    for (const { table_name: table } of tables) {
      snapshot[table] = await rowsOf(sql`select * from ${sql.identifier(table)} where user_id = ${userId} order by 1`);
    }
    for (const table of ['users', 'profiles']) {
      snapshot[table] = await rowsOf(sql`select * from ${sql.identifier(table)} where id = ${userId}`);
    }
    return snapshot;
  }

  /**
   * A body the endpoint's own schema accepts, so the call reaches the ownership check; a route naming no row may
   * make do with a near miss (its rules can be too fine to hit by chance), since only its effect is checked.
   */
  function bodyFor(contract: AnyEndpoint, namesRow: boolean): unknown {
    const schema = contract.request.body?.content['application/json'].schema;
    if (!schema) return undefined;
    const documented = document.paths[contract.path]?.[contract.method]?.requestBody?.content?.['application/json'];
    const samples = fc.sample(shapedValueFor(documented?.schema, document), { numRuns: 500, seed: 42 });
    const valid = samples.find((sample) => schema.safeParse(sample).success);
    if (valid !== undefined || !namesRow) return valid ?? samples[0];
    throw new Error(`No valid body could be generated for ${contract.operationId}`);
  }

  it('answers 404 for every route naming the owner’s row, and changes nothing of the owner’s', async () => {
    const before = await snapshotOf(owner.user.id);
    expect(Object.values(before).flat().length).toBeGreaterThan(5);
    const intruder = await signedInPhotographer(app);
    const wrong: string[] = [];
    for (const contract of userEndpoints) {
      const kindOfRow = rowKindOf(contract.request.params);
      const rowId = kindOfRow && ownerRows.get(kindOfRow);
      if (kindOfRow && !rowId)
        throw new Error(`Add a row of kind "${kindOfRow}" to the owner (${contract.operationId})`);
      const path = contract.path.replace('{id}', rowId ?? '');
      const body = bodyFor(contract, rowId !== undefined);
      const answer = await intruder.browser.request(
        contract.method.toUpperCase(),
        path,
        body === undefined ? {} : { json: body },
      );
      if (answer.status >= 500 || (rowId && answer.status !== 404)) {
        wrong.push(`${contract.operationId} ${contract.method.toUpperCase()} ${path}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOf(owner.user.id)).toEqual(before);
  });
});
