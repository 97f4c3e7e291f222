import { billingTexts, type ApiErrorBody, type Profile, type SessionResponse } from '@shutterdesk/core';
import { apiContracts, rowKindOf, type AnyEndpoint } from '@shutterdesk/core/api';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterAnnouncement } from '../src/testing/announcements';
import { grantFreeAccess } from '../src/testing/billing-factories';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard } from '../src/testing/factories';
import type { OpenApiDocument } from '../src/testing/openapi-arbitraries';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { factoryContext, signedInPhotographer, type Photographer } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';
import { bodyFor, snapshotOfUser, streamsEvents } from './support/contract-calls';

const contracts = Object.values(apiContracts) as AnyEndpoint[];

/** The endpoints that need a plan while billing is on: generated from the contracts, so a new one is covered. */
const subscriberEndpoints = contracts.filter((contract) => contract.access === 'subscriber');

/**
 * The writes a signed-in user makes without a plan (docs/decisions/0020-billing-access.md): their account, billing
 * itself, the notification bell's housekeeping, feedback and support. Any other write must need a plan: a new
 * endpoint that writes fails here until it is put on one side or the other.
 */
const writesOpenWithoutPlan = [
  'createProfile',
  'setProfileLinks',
  'setTimeZone',
  'setLeadWaitingHours',
  'deleteAccount',
  'submitFeedback',
  'submitBugReport',
  'markAllNotificationsRead',
  'updateNotification',
  'deleteNotification',
  'setNotificationPreferences',
  'createCheckoutSession',
  'cancelSubscription',
  'resumeSubscription',
  'createBillingPortalSession',
  // Stopping an automatic message costs nothing and protects its recipient; nothing is sent without access anyway.
  'cancelLeadMessage',
  'cancelClientMessage',
];

/** A path with each parameter filled: the user's own row where it names one, else a value that names nothing. */
function pathFor(contract: AnyEndpoint, ownRows: Map<string, string>): string {
  const kind = rowKindOf(contract.request.params);
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'id') return (kind && ownRows.get(kind)) ?? randomUUID();
    if (name === 'sessionId') return 'cs_test_unknown';
    return 'Wedding';
  });
}

const aClient = {
  name: 'Nora Frame',
  sessionDate: '2026-09-12',
  sessionType: 'Wedding',
  sessionPackage: 'Mini session',
};

function call(browser: TestAgent, contract: AnyEndpoint, path: string, body: unknown) {
  return browser.request<ApiErrorBody>(contract.method.toUpperCase(), path, body === undefined ? {} : { json: body });
}

describe('[PAID ACCESS] which endpoints need a plan', () => {
  it('puts the AI helper and the product’s writes behind a plan, and every other write on the open list', () => {
    const ids = subscriberEndpoints.map((contract) => contract.operationId);
    expect(ids).toEqual(
      expect.arrayContaining(['generateDraft', 'createClient', 'importLeads', 'createTask', 'saveOnboarding']),
    );
    expect(subscriberEndpoints.every((contract) => contract.method !== 'get')).toBe(true);
    const unclassified = contracts
      .filter(
        (contract) =>
          contract.method !== 'get' && (contract.access === 'user' || contract.access === 'user-even-banned'),
      )
      .map((contract) => contract.operationId)
      .filter((id) => !writesOpenWithoutPlan.includes(id));
    expect(unclassified).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('[PAID ACCESS] with billing on, on %s', (kind) => {
  const billing = useTestServerWithBilling(kind);
  const { app } = billing;
  const db = () => app.server.database.db;
  let document: OpenApiDocument;

  beforeAll(async () => {
    document = (await app.agent().get<OpenApiDocument>('/api/openapi.json')).body;
  });

  /** Checks out the Basic plan and pays on the hosted page: the user is in their trial. */
  async function subscribe(photographer: Photographer): Promise<string> {
    const checkout = await photographer.browser.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
      priceId: 'price_basic',
    });
    expect(checkout.status).toBe(201);
    return billing.stripe().completeCheckout(checkout.body.sessionId);
  }

  const newClient = (browser: TestAgent) => browser.post<ApiErrorBody>('/api/clients', aClient);

  it('refuses every endpoint that needs a plan to a user without one with 402, and changes nothing', async () => {
    const unpaid = await signedInPhotographer(app);
    const userId = unpaid.user.id;
    const dashboard = await createDashboard(factoryContext(app), userId, {
      categories: ['Finance'],
      tasks: [{ title: 'Send invoices', category: 'Finance', frequency: 'weekly' }],
      priorityTasks: ['Call the lab'],
    });
    const [clientId] = await createClients(db(), userId, [{ name: 'Mia Hart' }]);
    const [leadId] = await createLeads(db(), userId, [{ name: 'Ivy Lane' }]);
    const ownRows = new Map([
      ['Task', dashboard.taskIds[0]!],
      ['Priority task', dashboard.priorityTaskIds[0]!],
      ['Client', clientId!],
      ['Lead', leadId!],
    ]);
    const before = await snapshotOfUser(db(), userId);
    const wrong: string[] = [];
    for (const contract of subscriberEndpoints) {
      const answer = await call(
        unpaid.browser,
        contract,
        pathFor(contract, ownRows),
        bodyFor(document, contract, false),
      );
      const { code, message } = answer.body?.error ?? {};
      if (
        answer.status !== 402 ||
        code !== 'SUBSCRIPTION_REQUIRED' ||
        message !== billingTexts.refusals.subscriptionRequired
      ) {
        wrong.push(`${contract.operationId}: ${answer.status} ${code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotOfUser(db(), userId)).toEqual(before);
  });

  it('lets a paying user reach every one of them', async () => {
    const paid = await signedInPhotographer(app);
    await subscribe(paid);
    const wrong: string[] = [];
    for (const contract of subscriberEndpoints) {
      const answer = await call(
        paid.browser,
        contract,
        pathFor(contract, new Map()),
        bodyFor(document, contract, false),
      );
      if (answer.status === 402 || answer.status >= 500) wrong.push(`${contract.operationId}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves every other signed-in endpoint open to a user without a plan', async () => {
    const unpaid = await signedInPhotographer(app);
    const refused: string[] = [];
    for (const contract of contracts) {
      if (contract.access === 'subscriber' || contract.access === 'public' || contract.access === 'admin') continue;
      if (streamsEvents(contract)) continue;
      const answer = await call(
        unpaid.browser,
        contract,
        pathFor(contract, new Map()),
        bodyFor(document, contract, false),
      );
      if (answer.status === 402) refused.push(contract.operationId);
    }
    expect(refused).toEqual([]);
    // Their own data stays theirs to read and take away.
    expect((await unpaid.browser.get('/api/clients')).status).toBe(200);
    expect((await unpaid.browser.get('/api/account/export')).status).toBe(200);
  });

  it('lets a user in at once when a checkout makes them paid, and when access is given in the database', async () => {
    const buyer = await signedInPhotographer(app);
    expect((await newClient(buyer.browser)).status).toBe(402);
    await subscribe(buyer);
    await afterAnnouncement(kind, async () => expect((await newClient(buyer.browser)).status).toBe(201));

    const given = await signedInPhotographer(app);
    expect((await newClient(given.browser)).status).toBe(402);
    await grantFreeAccess(db(), given.user.id);
    await afterAnnouncement(kind, async () => expect((await newClient(given.browser)).status).toBe(201));
  });

  it('closes the endpoints when a cancelled period ends, on time and with nothing written', async () => {
    const leaving = await signedInPhotographer(app);
    await subscribe(leaving);
    const [subscription] = (
      await leaving.browser.get<{ subscriptions: { id: string; trialEnd: string }[] }>('/api/billing/subscriptions')
    ).body.subscriptions;
    expect((await leaving.browser.post(`/api/billing/subscriptions/${subscription!.id}/cancel`)).status).toBe(200);
    await billing.stripe().settled();
    expect((await newClient(leaving.browser)).status).toBe(201);
    const session = await leaving.browser.get<SessionResponse>('/api/session');
    const profile = (session.body as { profile: Profile }).profile;
    expect(profile).toMatchObject({ subscription: 'paid', billing: { accessEndsAt: subscription!.trialEnd } });

    app.clock.set(new Date(new Date(subscription!.trialEnd).getTime() + 1000));
    try {
      expect((await newClient(leaving.browser)).status).toBe(402);
      const after = await leaving.browser.get<SessionResponse>('/api/session');
      expect((after.body as { profile: Profile }).profile).toMatchObject({
        subscription: 'free-trial',
        billing: { accessEndsAt: null },
      });
    } finally {
      app.clock.set(new Date());
    }
  });
});

describe.each(testDatabaseKinds)('[PAID ACCESS] with billing off, on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);

  it('opens every endpoint to every account: nobody needs a plan', async () => {
    const photographer = await signedInPhotographer(app);
    expect((await photographer.browser.post('/api/clients', aClient)).status).toBe(201);
    const config = await app.agent().get('/api/config');
    expect(config.body).toMatchObject({ billingEnabled: false, graceDays: 7 });
  });
});
