import {
  defaultClientHeaders,
  initialPostSession,
  initialPreSession,
  maxBulkDeleteIds,
  postSessionChecks,
  preSessionChecks,
  requiredFieldsMessage,
  type ApiErrorBody,
  type BulkDeleteResult,
  type Client,
  type CreateClientRequest,
  type Lead,
  type Profile,
} from '@shutterdesk/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, profiles } from '../src/db/schema';
import { createClients, seedDemoClientsAndLeads, type ClientSpec } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';

const newClient = {
  name: '  Mia Hart  ',
  sessionDate: '2026-12-05',
  sessionType: 'Family',
  sessionPackage: 'Mini session',
} satisfies CreateClientRequest;

describe.each(testDatabaseKinds)('[CLIENTS] on %s', (kind) => {
  const app = useTestServer(kind);

  const db = () => app.server.database.db;

  /** A signed-in photographer with clients made from these specs (as the Add form would make them). */
  async function photographerWithClients(specs: ClientSpec[] = [{ name: 'Noah Reed' }, { name: 'Ella Stone' }]) {
    const photographer = await signedInPhotographer(app);
    const ids = await createClients(db(), photographer.user.id, specs);
    return { ...photographer, ids };
  }

  const listClients = async (browser: TestAgent) => {
    const response = await send<{ clients: Client[] }>(browser, 'GET', '/api/clients');
    expect(response.status).toBe(200);
    return response.body.clients;
  };
  const rowsOf = (userId: string) =>
    db().select().from(clients).where(eq(clients.userId, userId)).orderBy(asc(clients.id));
  const patch = (browser: TestAgent, id: string, changes: unknown) =>
    send<Client>(browser, 'PATCH', `/api/clients/${id}`, changes);
  const bulkDelete = (browser: TestAgent, ids: unknown) =>
    send<BulkDeleteResult>(browser, 'POST', '/api/clients/bulk-delete', { ids });

  describe('listing and adding', () => {
    it('adds a client with nothing ticked yet and lists it first', async () => {
      const { browser } = await photographerWithClients([
        { name: 'Oldest', createdAt: '2026-01-01T10:00:00Z' },
        { name: 'Older', createdAt: '2026-02-01T10:00:00Z' },
      ]);
      const created = await send<Client>(browser, 'POST', '/api/clients', newClient);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Mia Hart',
        email: '',
        phone: '',
        session: {
          sessionDate: '2026-12-05',
          sessionType: 'Family',
          sessionDueDate: '',
          sessionPackage: 'Mini session',
        },
        preSession: initialPreSession(),
        postSession: initialPostSession(),
        createdAt: expect.any(String),
        updatedAt: created.body.createdAt,
      });
      const listed = await listClients(browser);
      expect(listed.map((client) => client.name)).toEqual(['Mia Hart', 'Older', 'Oldest']);
      const { id, name, session, preSession, postSession } = created.body;
      expect(listed[0]).toEqual({ id, name, session, preSession, postSession });
    });

    it('keeps the optional e-mail and phone', async () => {
      const { browser } = await photographerWithClients([]);
      const created = await send<Client>(browser, 'POST', '/api/clients', {
        ...newClient,
        email: 'mia@example.com',
        phone: '(555) 010-2030',
      });
      expect(created.body).toMatchObject({ email: 'mia@example.com', phone: '(555) 010-2030' });
    });

    it('shows a missing session date or package as an empty text', async () => {
      const { browser, user } = await photographerWithClients([
        { name: 'From a lead', session: { sessionType: 'Portrait' } },
      ]);
      await db().update(clients).set({ sessionDate: null, sessionPackage: null }).where(eq(clients.userId, user.id));
      const [client] = await listClients(browser);
      expect(client?.session).toEqual({
        sessionDate: '',
        sessionType: 'Portrait',
        sessionDueDate: '',
        sessionPackage: '',
      });
    });
  });

  describe('editing in place', () => {
    it('changes the name, contact and session fields and records the time', async () => {
      const { browser, ids } = await photographerWithClients([{ name: 'Noah Reed' }]);
      const [before] = await db().select().from(clients).where(eq(clients.id, ids[0]!));
      app.clock.advance(60_000);
      const response = await patch(browser, ids[0]!, {
        name: ' Noah Reed-Stone ',
        email: 'noah@example.com',
        session: { sessionDate: '2027-03-14', sessionType: 'Wedding', sessionPackage: 'Custom package' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        name: 'Noah Reed-Stone',
        email: 'noah@example.com',
        session: { sessionDate: '2027-03-14', sessionType: 'Wedding', sessionPackage: 'Custom package' },
        createdAt: before!.createdAt.toISOString(),
      });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(before!.updatedAt.getTime());
      expect((await listClients(browser))[0]).toMatchObject({
        name: 'Noah Reed-Stone',
        session: response.body.session,
      });
    });

    it('moves the session date and sets a due date', async () => {
      const { browser, ids } = await photographerWithClients([{ session: { sessionDate: '2026-05-01' } }]);
      const response = await patch(browser, ids[0]!, {
        session: { sessionDate: '2026-05-08', sessionDueDate: '2026-06-01' },
      });
      expect(response.body.session).toMatchObject({ sessionDate: '2026-05-08', sessionDueDate: '2026-06-01' });
    });

    it('ticks one checklist item and leaves the others as they were', async () => {
      const { browser, ids } = await photographerWithClients([
        { preSession: { invoicePaid: true, makeup: 'scheduled' }, postSession: { orderNotes: 'Canvas' } },
      ]);
      const ticked = await patch(browser, ids[0]!, { preSession: { contractSigned: true } });
      expect(ticked.body.preSession).toEqual({
        ...initialPreSession(),
        invoicePaid: true,
        makeup: 'scheduled',
        contractSigned: true,
      });
      const post = await patch(browser, ids[0]!, {
        postSession: { galleryDue: '2026-12-20', orderingAppointment: 'scheduled', orderNotes: 'Canvas\nAlbum' },
      });
      expect(post.body.postSession).toEqual({
        ...initialPostSession(),
        galleryDue: '2026-12-20',
        orderingAppointment: 'scheduled',
        orderNotes: 'Canvas\nAlbum',
      });
      expect(post.body.preSession).toEqual(ticked.body.preSession);
    });

    it('many quick clicks on different items of one client, all in flight at once, all stick', async () => {
      const { browser, ids, user } = await photographerWithClients([{ name: 'Busy' }]);
      const clicks = [
        ...preSessionChecks.map((check) => ({ preSession: { [check]: true } })),
        ...postSessionChecks.map((check) => ({ postSession: { [check]: true } })),
        { preSession: { wardrobeAppointment: 'completed' } },
        { postSession: { orderNotes: 'Album' } },
      ];
      const responses = await Promise.all(clicks.map((click) => patch(browser, ids[0]!, click)));
      expect(responses.map((response) => response.status)).toEqual(clicks.map(() => 200));
      const [row] = await rowsOf(user.id);
      expect(row?.preSession).toEqual({
        ...initialPreSession(),
        ...Object.fromEntries(preSessionChecks.map((check) => [check, true])),
        wardrobeAppointment: 'completed',
      });
      expect(row?.postSession).toEqual({
        ...initialPostSession(),
        ...Object.fromEntries(postSessionChecks.map((check) => [check, true])),
        orderNotes: 'Album',
      });
    });
  });

  describe('deleting', () => {
    it('deletes one client', async () => {
      const { browser, ids } = await photographerWithClients();
      expect((await send(browser, 'DELETE', `/api/clients/${ids[0]}`)).status).toBe(204);
      expect((await listClients(browser)).map((client) => client.id)).toEqual([ids[1]]);
      expect((await send(browser, 'DELETE', `/api/clients/${ids[0]}`)).status).toBe(404);
    });

    it('deletes the selected clients at once', async () => {
      const { browser, ids } = await photographerWithClients([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
      const response = await bulkDelete(browser, [ids[0], ids[2]!.toUpperCase()]);
      expect(response).toMatchObject({ status: 200, body: { deleted: 2 } });
      expect((await listClients(browser)).map((client) => client.id)).toEqual([ids[1]]);
    });

    it('deletes 10,000 selected clients in one request', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const ids = await createClients(db(), user.id, maxBulkDeleteIds, { seed: 7 });
      const response = await bulkDelete(browser, ids);
      expect(response).toMatchObject({ status: 200, body: { deleted: maxBulkDeleteIds } });
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it.each([
      ['a malformed id', 'not-a-uuid'],
      ['an unknown id', unknownId],
    ])('a selection with %s deletes nothing', async (_case, badId) => {
      const { browser, user, ids } = await photographerWithClients();
      const before = await rowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/clients/bulk-delete', {
        ids: [ids[0], badId],
      });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({
        code: 'NOT_FOUND',
        message: 'One of the selected clients was not found.',
      });
      expect(await rowsOf(user.id)).toEqual(before);
    });

    it.each([
      ['no ids', { ids: [] }, 'Select at least one row to delete.'],
      ['the same id twice', { ids: [unknownId, unknownId] }, 'Each id may appear only once.'],
      ['ids that are not a list', { ids: unknownId }, 'ids must be a list of ids.'],
      ['more than 10,000 ids', { ids: Array.from({ length: maxBulkDeleteIds + 1 }, (_, i) => String(i)) }, null],
    ])('a bulk delete of %s is refused with 400', async (_case, body, message) => {
      const { browser, user } = await photographerWithClients();
      const before = await rowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/clients/bulk-delete', body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message ?? `At most ${maxBulkDeleteIds} rows can be deleted at once.`);
      expect(await rowsOf(user.id)).toEqual(before);
    });
  });

  describe('bad input changes nothing', () => {
    const allMissing = requiredFieldsMessage(['Client Name', 'Session Date', 'Session Type', 'Session Package']);
    it.each([
      ['every required field blank', { name: ' ', sessionDate: '', sessionType: '', sessionPackage: '' }, allMissing],
      [
        'the name and package blank',
        { ...newClient, name: '', sessionPackage: '' },
        'Please fill in the required fields: Client Name, Session Package.',
      ],
      ['the session type blank', { ...newClient, sessionType: '' }, 'Please fill in the required field: Session Type.'],
      ['an unknown session type', { ...newClient, sessionType: 'Boudoir' }, null],
      ['an unknown package', { ...newClient, sessionPackage: '5 session membership' }, null],
      [
        'an impossible date',
        { ...newClient, sessionDate: '2026-02-30' },
        'Dates must be real dates written yyyy-MM-dd.',
      ],
      [
        'a date in another format',
        { ...newClient, sessionDate: '12/05/2026' },
        'Dates must be real dates written yyyy-MM-dd.',
      ],
      ['a date that is a number', { ...newClient, sessionDate: 20261205 }, 'Dates must be written yyyy-MM-dd.'],
      ['an over-long name', { ...newClient, name: 'x'.repeat(101) }, 'Client names can be at most 100 characters.'],
      [
        'an over-long phone number',
        { ...newClient, phone: '5'.repeat(41) },
        'Phone numbers can be at most 40 characters.',
      ],
      ['a malformed e-mail', { ...newClient, email: 'mia@' }, 'Please enter a valid email address.'],
      ['a name that is a number', { ...newClient, name: 42 }, 'The client name must be text.'],
      [
        'no fields at all',
        {},
        'Please fill in the required fields: Client Name, Session Date, Session Type, Session Package.',
      ],
      ['a list instead of an object', [newClient], null],
    ])('adding a client with %s is refused with 400', async (_case, body, message) => {
      const { browser, user } = await photographerWithClients();
      const before = await rowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/clients', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      if (message) expect(response.body.error.message).toBe(message);
      else expect(response.body.error.message).toEqual(expect.stringMatching(/\w/));
      expect(await rowsOf(user.id)).toEqual(before);
    });

    it.each([
      ['an unknown field', { nickname: 'Mimi' }, 'Unrecognized key: "nickname"'],
      ['an unknown checklist item', { preSession: { flowersOrdered: true } }, 'Unrecognized key: "flowersOrdered"'],
      ['a status the field does not offer', { preSession: { wardrobeAppointment: 'in progress' } }, null],
      ['a status of another list', { postSession: { orderingAppointment: 'completed' } }, null],
      ['a tick that is text', { preSession: { contractSigned: 'true' } }, 'contractSigned must be true or false.'],
      ['a checklist that is a list', { postSession: [true] }, null],
      ['a blank name', { name: '  ' }, 'Please fill in the required field: Client Name.'],
      // Required as in the Add form: the table's date cell may not clear it.
      [
        'a cleared session date',
        { session: { sessionDate: '', sessionDueDate: '2026-06-01' } },
        'Please fill in the required field: Session Date.',
      ],
      ['a null session date', { session: { sessionDate: null } }, null],
      ['an unknown package', { session: { sessionPackage: 'Gold' } }, null],
      ['an impossible gallery due date', { postSession: { galleryDue: '2026-13-01' } }, null],
      ['over-long order notes', { postSession: { orderNotes: 'x'.repeat(10_001) } }, null],
      ['nothing to change', {}, 'Nothing to update.'],
    ])('editing with %s is refused with 400', async (_case, body, message) => {
      const { browser, user, ids } = await photographerWithClients();
      const before = await rowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PATCH', `/api/clients/${ids[0]}`, body);
      expect(response.status).toBe(400);
      if (message) expect(response.body.error.message).toBe(message);
      else expect(response.body.error.message).toEqual(expect.stringMatching(/\w/));
      expect(await rowsOf(user.id)).toEqual(before);
    });

    it('a body that is not JSON, or not sent as JSON, is refused', async () => {
      const { browser, user } = await photographerWithClients();
      const before = await rowsOf(user.id);
      const malformed = await browser.request<ApiErrorBody>('POST', '/api/clients', {
        rawBody: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.message).toBe('The request body is not valid JSON.');
      const form = await browser.request<ApiErrorBody>('POST', '/api/clients', {
        rawBody: 'name=Mia',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(await rowsOf(user.id)).toEqual(before);
    });
  });

  describe('the saved columns', () => {
    const profileRowOf = async (userId: string) =>
      (await db().select().from(profiles).where(eq(profiles.id, userId)))[0];

    it('hides and reorders checklist columns, and reads them back with the profile', async () => {
      const { browser } = await photographerWithClients([]);
      const defaults = defaultClientHeaders();
      const chosen = {
        sessionInfo: [...defaults.sessionInfo].reverse(),
        // Invoice Paid first, Hair & Makeup hidden.
        preSession: [defaults.preSession[1]!, defaults.preSession[0]!, ...defaults.preSession.slice(2)].filter(
          (header) => header.id !== 'makeup',
        ),
        postSession: defaults.postSession.slice(0, 5),
      };
      const saved = await send<Profile>(browser, 'PUT', '/api/client-headers', {
        ...chosen,
        // The labels are the server's, whatever the browser sends.
        preSession: chosen.preSession.map((header) => ({ ...header, label: 'Renamed' })),
      });
      expect(saved.status).toBe(200);
      expect(saved.body.clientHeaders).toEqual(chosen);
      const profile = await send<Profile>(browser, 'GET', '/api/profile');
      expect(profile.body.clientHeaders).toEqual(chosen);
      expect(profile.body.clientHeaders.preSession.map((header) => header.id).slice(0, 2)).toEqual([
        'invoicePaid',
        'contractSigned',
      ]);
    });

    it.each([
      ['an unknown column', { preSession: [{ id: 'flowers', label: 'Flowers' }] }],
      [
        'a column twice',
        { postSession: [defaultClientHeaders().postSession[0], defaultClientHeaders().postSession[0]] },
      ],
      ['a hidden session column', { sessionInfo: defaultClientHeaders().sessionInfo.slice(1) }],
      ['a group that is not a list', { preSession: 'contractSigned' }],
      ['a group left out', { postSession: undefined }],
    ])('columns with %s are refused with 400 and the saved ones stay', async (_case, change) => {
      const { browser, user } = await photographerWithClients([]);
      const before = await profileRowOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PUT', '/api/client-headers', {
        ...defaultClientHeaders(),
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toEqual(expect.stringMatching(/\w/));
      expect(await profileRowOf(user.id)).toEqual(before);
    });
  });

  describe('the demo photographer', () => {
    it('gets 150 clients over two years and 300 leads from every source, once', async () => {
      const { browser, user } = await signedInPhotographer(app);
      expect(await seedDemoClientsAndLeads(db(), user.id)).toEqual({ clientsAdded: 150, leadsAdded: 300 });
      expect(await seedDemoClientsAndLeads(db(), user.id)).toEqual({ clientsAdded: 0, leadsAdded: 0 });
      const listed = await listClients(browser);
      expect(listed).toHaveLength(150);
      const years = new Set(listed.map((client) => client.session.sessionDate.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(2);
      const leads = (await send<{ leads: Lead[] }>(browser, 'GET', '/api/leads')).body.leads;
      expect(leads).toHaveLength(300);
      expect(new Set(leads.map((lead) => lead.source)).size).toBe(7);
      expect(new Set(leads.map((lead) => lead.bookingStatus))).toEqual(new Set(['pending', 'booked', 'not booked']));
    });
  });

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const { ids } = await photographerWithClients();
      const visitor = app.agent();
      const attempts = [
        send(visitor, 'GET', '/api/clients'),
        send(visitor, 'POST', '/api/clients', newClient),
        send(visitor, 'PATCH', `/api/clients/${ids[0]}`, { name: 'Mine' }),
        send(visitor, 'DELETE', `/api/clients/${ids[0]}`),
        send(visitor, 'POST', '/api/clients/bulk-delete', { ids }),
        send(visitor, 'PUT', '/api/client-headers', defaultClientHeaders()),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    });

    it('another user’s client is 404 for every endpoint that takes an id, and stays as it was', async () => {
      const owner = await photographerWithClients();
      const intruder = await photographerWithClients([{ name: 'Mine' }]);
      const before = await rowsOf(owner.user.id);
      const id = owner.ids[0]!;
      const attempts = [
        send<ApiErrorBody>(intruder.browser, 'PATCH', `/api/clients/${id}`, { preSession: { contractSigned: true } }),
        send<ApiErrorBody>(intruder.browser, 'DELETE', `/api/clients/${id}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Client was not found.' });
      }
      // A selection mixing the intruder's own client with the owner's deletes neither.
      const mixed = await bulkDelete(intruder.browser, [intruder.ids[0], id]);
      expect(mixed.status).toBe(404);
      expect(await rowsOf(intruder.user.id)).toHaveLength(1);
      expect(await rowsOf(owner.user.id)).toEqual(before);
      expect((await listClients(intruder.browser)).map((client) => client.id)).toEqual(intruder.ids);
      expect((await listClients(owner.browser)).map((client) => client.id).sort()).toEqual([...owner.ids].sort());
    });

    it.each(['not-a-uuid', unknownId, '12345'])('the id %s is 404 for every endpoint that takes an id', async (id) => {
      const { browser } = await photographerWithClients();
      const attempts = [
        send(browser, 'PATCH', `/api/clients/${id}`, { name: 'Renamed' }),
        send(browser, 'DELETE', `/api/clients/${id}`),
        send(browser, 'POST', '/api/clients/bulk-delete', { ids: [id] }),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([404, 404, 404]);
    });
  });
});
