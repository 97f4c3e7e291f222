import { apiContracts, rowKindOf, type AnyEndpoint } from '@shutterdesk/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard } from '../src/testing/factories';
import type { OpenApiDocument } from '../src/testing/openapi-arbitraries';
import { testDatabaseKinds } from '../src/testing/test-server';
import { createSubscriptionRow, grantFreeAccess } from '../src/testing/billing-factories';
import { useTestServerWithBilling } from './billing-helpers';
import { factoryContext, signedInPhotographer, type Photographer } from './dashboard-helpers';
import { storeNotifications } from './notifications-helpers';
import { bodyFor, snapshotOfUser, streamsEvents } from './support/contract-calls';

/**
 * Signed-in endpoints, except the live event stream, which never ends (its isolation is in notifications-live), and
 * the admin area's, which reach every user's rows by design (admin-access.test.ts refuses them to everyone else).
 */
const userEndpoints = (Object.values(apiContracts) as AnyEndpoint[]).filter(
  (contract) => contract.access !== 'public' && contract.access !== 'admin' && !streamsEvents(contract),
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
    await grantFreeAccess(db(), userId);
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
    const templates = await browser.get<{ templates: { id: string }[] }>('/api/email-templates');
    ownerRows.set('E-mail template', templates.body.templates[0]!.id);
  });

  it('answers 404 for every route naming the owner’s row, and changes nothing of the owner’s', async () => {
    const before = await snapshotOfUser(db(), owner.user.id);
    expect(Object.values(before).flat().length).toBeGreaterThan(5);
    // With a plan, so the endpoints that need one reach their ownership check (paid-access.test.ts has the 402s).
    const intruder = await signedInPhotographer(app);
    await grantFreeAccess(db(), intruder.user.id);
    const wrong: string[] = [];
    for (const contract of userEndpoints) {
      const kindOfRow = rowKindOf(contract.request.params);
      const rowId = kindOfRow && ownerRows.get(kindOfRow);
      if (kindOfRow && !rowId)
        throw new Error(`Add a row of kind "${kindOfRow}" to the owner (${contract.operationId})`);
      const path = contract.path.replace('{id}', rowId ?? '');
      const body = bodyFor(document, contract, rowId !== undefined);
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
    expect(await snapshotOfUser(db(), owner.user.id)).toEqual(before);
  });
});
