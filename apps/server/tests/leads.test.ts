import {
  initialPostSession,
  initialPreSession,
  requiredFieldsMessage,
  type ApiErrorBody,
  type BulkDeleteResult,
  type Client,
  type ConvertLeadResult,
  type CreateLeadRequest,
  type Lead,
  type NewClientSessionRequest,
} from '@shutterdesk/core';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, leads } from '../src/db/schema';
import { createLeads, type LeadSpec } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';

const newLead = {
  name: '  Ruby Vance ',
  inquiryDate: '2026-11-02',
  sessionType: 'Newborn',
  source: '4',
} satisfies CreateLeadRequest;

/** What the conversion dialog asks for, as Add New Client does. */
const booking = { sessionDate: '2026-12-05', sessionPackage: 'Mini session' } satisfies NewClientSessionRequest;

describe.each(testDatabaseKinds)('[LEADS] on %s', (kind) => {
  const app = useTestServer(kind);

  const db = () => app.server.database.db;

  /** A signed-in photographer with pending leads made from these specs (as the Add form would make them). */
  async function photographerWithLeads(
    specs: LeadSpec[] = [
      { name: 'Ivy Park', sessionType: 'Maternity' },
      { name: 'Leo Grant', sessionType: 'Headshot' },
    ],
  ) {
    const photographer = await signedInPhotographer(app);
    const ids = await createLeads(db(), photographer.user.id, specs);
    return { ...photographer, ids };
  }

  /** A lead as the list shows it: without what no screen reads from the list. */
  const asListed = ({ contactedAt: _contactedAt, pricingSent: _pricingSent, createdAt: _createdAt, ...listed }: Lead) =>
    listed;
  const listLeads = async (browser: TestAgent) => {
    const response = await send<{ leads: Lead[] }>(browser, 'GET', '/api/leads');
    expect(response.status).toBe(200);
    return response.body.leads;
  };
  const listClients = async (browser: TestAgent) =>
    (await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients;
  const leadRowsOf = (userId: string) =>
    db().select().from(leads).where(eq(leads.userId, userId)).orderBy(asc(leads.id));
  const clientRowsOf = (userId: string) => db().select().from(clients).where(eq(clients.userId, userId));
  const patch = (browser: TestAgent, id: string, changes: unknown) =>
    send<Lead>(browser, 'PATCH', `/api/leads/${id}`, changes);
  const convert = (browser: TestAgent, id: string, session: NewClientSessionRequest = booking) =>
    send<ConvertLeadResult>(browser, 'POST', `/api/leads/${id}/convert`, session);

  describe('listing and adding', () => {
    it('adds a pending lead with the optional fields empty', async () => {
      const { browser } = await photographerWithLeads([]);
      const created = await send<Lead>(browser, 'POST', '/api/leads', newLead);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        name: 'Ruby Vance',
        inquiryDate: '2026-11-02',
        sessionType: 'Newborn',
        source: '4',
        contactMethod: '',
        notes: '',
        email: '',
        crmWorkflowStarted: false,
        booked: false,
        sessionPackage: '',
        contacted: false,
        contactedAt: null,
        pricingSent: false,
        followUp: '',
        bookingStatus: 'pending',
        clientId: null,
        createdAt: expect.any(String),
      });
      expect(await listLeads(browser)).toEqual([asListed(created.body)]);
    });

    it('keeps an optional e-mail address, checked, for automatic messages', async () => {
      const { browser } = await photographerWithLeads([]);
      const refused = await send<ApiErrorBody>(browser, 'POST', '/api/leads', { ...newLead, email: 'not-an-address' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ email: 'Please enter a valid email address.' });
      const created = await send<Lead>(browser, 'POST', '/api/leads', { ...newLead, email: ' ruby@example.com ' });
      expect(created.body.email).toBe('ruby@example.com');
      const edited = await send<Lead>(browser, 'PATCH', `/api/leads/${created.body.id}`, { email: '' });
      expect(edited.body.email).toBe('');
      expect((await send(browser, 'PATCH', `/api/leads/${created.body.id}`, { email: 'x@' })).status).toBe(400);
    });

    it('ticking Booked in the form books the lead and keeps the package; unticked, the package is dropped', async () => {
      const { browser } = await photographerWithLeads([]);
      const booked = await send<Lead>(browser, 'POST', '/api/leads', {
        ...newLead,
        booked: true,
        sessionPackage: '3 session membership',
        contactMethod: 'Social media DM',
        followUp: '2026-11-09',
        notes: 'Due in December.',
      });
      expect(booked.body).toMatchObject({
        booked: true,
        bookingStatus: 'booked',
        sessionPackage: '3 session membership',
        contactMethod: 'Social media DM',
        followUp: '2026-11-09',
        notes: 'Due in December.',
      });
      const pending = await send<Lead>(browser, 'POST', '/api/leads', {
        ...newLead,
        sessionPackage: '3 session membership',
      });
      expect(pending.body).toMatchObject({ booked: false, bookingStatus: 'pending', sessionPackage: '' });
    });

    it('lists the newest inquiry first and reads an unknown stored status as pending', async () => {
      const { browser } = await photographerWithLeads([
        { name: 'Older', inquiryDate: '2026-03-01' },
        { name: 'Newest', inquiryDate: '2026-10-01', bookingStatus: 'maybe later' },
        { name: 'Middle', inquiryDate: '2026-06-15', bookingStatus: 'not booked' },
      ]);
      const listed = await listLeads(browser);
      expect(listed.map((lead) => [lead.name, lead.bookingStatus])).toEqual([
        ['Newest', 'pending'],
        ['Middle', 'not booked'],
        ['Older', 'pending'],
      ]);
    });
  });

  describe('editing in place', () => {
    it('changes any field', async () => {
      const { browser, ids } = await photographerWithLeads();
      const changes = {
        name: 'Ivy Park-Lee',
        inquiryDate: '2026-09-30',
        sessionType: 'Newborn',
        source: '6',
        contactMethod: 'Phone call',
        notes: 'Called back on Tuesday.',
        crmWorkflowStarted: true,
        contacted: true,
        pricingSent: true,
        followUp: '2026-12-01',
        sessionPackage: 'Single session',
        bookingStatus: 'not booked',
      } as const;
      const response = await patch(browser, ids[0]!, changes);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ids[0], ...changes });
      expect((await listLeads(browser)).find((lead) => lead.id === ids[0])).toEqual(asListed(response.body));
    });

    it('clears the optional fields with empty texts', async () => {
      const { browser, ids } = await photographerWithLeads([
        { contactMethod: 'Text message', followUp: '2026-12-01', notes: 'Hi' },
      ]);
      const response = await patch(browser, ids[0]!, { contactMethod: '', followUp: '', notes: '' });
      expect(response.body).toMatchObject({ contactMethod: '', followUp: '', notes: '' });
    });

    it('unticking Booked makes the lead pending again', async () => {
      const { browser, ids } = await photographerWithLeads([{ booked: true, sessionPackage: 'Mini session' }]);
      const response = await patch(browser, ids[0]!, { booked: false });
      expect(response.body).toMatchObject({ booked: false, bookingStatus: 'pending' });
    });
  });

  describe('converting to a client', () => {
    it('creates the client from the lead with the session date and package given, and books and links the lead', async () => {
      const { browser, user, ids } = await photographerWithLeads([
        { name: 'Ivy Park', sessionType: 'Maternity', sessionPackage: 'Custom package' },
      ]);
      const response = await convert(browser, ids[0]!);
      expect(response.status).toBe(201);
      expect(response.body.client).toEqual({
        id: expect.any(String),
        name: 'Ivy Park',
        email: '',
        phone: '',
        session: {
          sessionDate: '2026-12-05',
          sessionType: 'Maternity',
          sessionDueDate: '',
          sessionPackage: 'Mini session',
        },
        preSession: initialPreSession(),
        postSession: initialPostSession(),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.body.lead).toMatchObject({
        id: ids[0],
        booked: true,
        bookingStatus: 'booked',
        sessionPackage: 'Mini session',
        clientId: response.body.client.id,
      });
      const { id, name, session, preSession, postSession } = response.body.client;
      expect(await listClients(browser)).toEqual([{ id, name, session, preSession, postSession }]);
      expect((await listLeads(browser)).find((lead) => lead.id === ids[0])).toEqual(asListed(response.body.lead));
      expect(await clientRowsOf(user.id)).toHaveLength(1);
    });

    it('a lead not yet converted has no client', async () => {
      const { browser } = await photographerWithLeads([{ name: 'Fresh' }]);
      expect((await listLeads(browser))[0]?.clientId).toBeNull();
    });

    it('converting again is 409 and makes no second client', async () => {
      const { browser, user, ids } = await photographerWithLeads([{ name: 'Ivy Park' }]);
      expect((await convert(browser, ids[0]!)).status).toBe(201);
      const again = await send<ApiErrorBody>(browser, 'POST', `/api/leads/${ids[0]}/convert`, booking);
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'LEAD_ALREADY_CONVERTED', message: 'Ivy Park is already a client.' });
      expect(await clientRowsOf(user.id)).toHaveLength(1);
    });

    it('unticking Booked and converting again is refused: the lead keeps its one client', async () => {
      const { browser, user, ids } = await photographerWithLeads([{ name: 'Ivy Park' }]);
      const first = await convert(browser, ids[0]!);
      const unbooked = await send<Lead>(browser, 'PATCH', `/api/leads/${ids[0]}`, { booked: false });
      expect(unbooked.body).toMatchObject({ booked: false, bookingStatus: 'pending', clientId: first.body.client.id });
      const again = await convert(browser, ids[0]!);
      expect(again.status).toBe(409);
      expect((again.body as unknown as ApiErrorBody).error.code).toBe('LEAD_ALREADY_CONVERTED');
      expect(await clientRowsOf(user.id)).toHaveLength(1);
    });

    it('deleting the client unlinks the lead, which can then be converted again', async () => {
      const { browser, user, ids } = await photographerWithLeads([{ name: 'Ivy Park' }]);
      const first = await convert(browser, ids[0]!);
      expect((await send(browser, 'DELETE', `/api/clients/${first.body.client.id}`)).status).toBe(204);
      await send(browser, 'PATCH', `/api/leads/${ids[0]}`, { booked: false });
      expect((await listLeads(browser))[0]?.clientId).toBeNull();
      expect((await convert(browser, ids[0]!)).status).toBe(201);
      expect(await clientRowsOf(user.id)).toHaveLength(1);
    });

    it.each([
      ['an empty body', {}, 'Please fill in the required fields: Session Date, Session Package.'],
      ['blank fields', { sessionDate: '', sessionPackage: '' }, undefined],
      ['a malformed date', { ...booking, sessionDate: '2026-02-30' }, undefined],
      ['an unknown package', { ...booking, sessionPackage: 'Gold' }, undefined],
      ['an unknown field', { ...booking, name: 'Other' }, undefined],
    ])('%s is 400 and converts nothing', async (_case, body, message) => {
      const { browser, user, ids } = await photographerWithLeads([{ name: 'Ivy Park' }]);
      const response = await send<ApiErrorBody>(browser, 'POST', `/api/leads/${ids[0]}/convert`, body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      if (message) expect(response.body.error.message).toBe(message);
      expect(await clientRowsOf(user.id)).toHaveLength(0);
      expect((await listLeads(browser))[0]).toMatchObject({ booked: false, clientId: null });
    });

    it('two confirmations at the same moment make one client', async () => {
      const { browser, user, ids } = await photographerWithLeads([{ name: 'Double Click' }]);
      const responses = await Promise.all([convert(browser, ids[0]!), convert(browser, ids[0]!)]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await clientRowsOf(user.id)).toHaveLength(1);
    });

    it('a lead booked in the Add form cannot be converted', async () => {
      const { browser, user, ids } = await photographerWithLeads([{ booked: true }]);
      expect((await convert(browser, ids[0]!)).status).toBe(409);
      expect(await clientRowsOf(user.id)).toHaveLength(0);
    });
  });

  describe('deleting', () => {
    it('deletes one lead', async () => {
      const { browser, ids } = await photographerWithLeads();
      expect((await send(browser, 'DELETE', `/api/leads/${ids[0]}`)).status).toBe(204);
      expect((await listLeads(browser)).map((lead) => lead.id)).toEqual([ids[1]]);
      expect((await send(browser, 'DELETE', `/api/leads/${ids[0]}`)).status).toBe(404);
    });

    it('deletes the selected leads at once', async () => {
      const { browser, ids } = await photographerWithLeads([{}, {}, {}]);
      const response = await send<BulkDeleteResult>(browser, 'POST', '/api/leads/bulk-delete', {
        ids: [ids[0], ids[1]],
      });
      expect(response).toMatchObject({ status: 200, body: { deleted: 2 } });
      expect((await listLeads(browser)).map((lead) => lead.id)).toEqual([ids[2]]);
    });

    it.each([
      ['a malformed id', 'not-a-uuid'],
      ['an unknown id', unknownId],
    ])('a selection with %s deletes nothing', async (_case, badId) => {
      const { browser, user, ids } = await photographerWithLeads();
      const before = await leadRowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/leads/bulk-delete', { ids: [...ids, badId] });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'One of the selected leads was not found.' });
      expect(await leadRowsOf(user.id)).toEqual(before);
    });

    it('an empty selection is refused with 400', async () => {
      const { browser } = await photographerWithLeads();
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/leads/bulk-delete', { ids: [] });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Select at least one row to delete.');
    });
  });

  describe('bad input changes nothing', () => {
    it.each([
      [
        'every required field blank',
        { name: '', sessionType: '', source: '', inquiryDate: '' },
        requiredFieldsMessage(['Name', 'Session Type', 'Source', 'Inquiry Date']),
      ],
      ['the source blank', { ...newLead, source: '' }, 'Please fill in the required field: Source.'],
      [
        'the name and inquiry date blank',
        { ...newLead, name: ' ', inquiryDate: '' },
        'Please fill in the required fields: Name, Inquiry Date.',
      ],
      ['a source code out of range', { ...newLead, source: '8' }, null],
      ['a source label instead of its code', { ...newLead, source: 'Instagram' }, null],
      ['an unknown contact method', { ...newLead, contactMethod: 'Carrier pigeon' }, null],
      ['an unknown session type', { ...newLead, sessionType: 'Boudoir' }, null],
      ['an unknown package', { ...newLead, booked: true, sessionPackage: 'Gold' }, null],
      ['an impossible inquiry date', { ...newLead, inquiryDate: '2026-02-29' }, null],
      ['a follow-up in another format', { ...newLead, followUp: 'next week' }, null],
      ['over-long notes', { ...newLead, notes: 'x'.repeat(5001) }, 'Notes can be at most 5000 characters.'],
      ['an over-long name', { ...newLead, name: 'x'.repeat(101) }, 'Names can be at most 100 characters.'],
      ['booked as text', { ...newLead, booked: 'yes' }, 'booked must be true or false.'],
      ['notes that are a number', { ...newLead, notes: 5 }, 'Notes must be text.'],
      ['null instead of an object', null, null],
    ])('adding a lead with %s is refused with 400', async (_case, body, message) => {
      const { browser, user } = await photographerWithLeads();
      const before = await leadRowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'POST', '/api/leads', body);
      expect(response.status).toBe(400);
      if (message) expect(response.body.error.message).toBe(message);
      else expect(response.body.error.message).toEqual(expect.stringMatching(/\w/));
      expect(await leadRowsOf(user.id)).toEqual(before);
    });

    it.each([
      ['an unknown field', { budget: 2000 }, 'Unrecognized key: "budget"'],
      ['ticking Booked (that is what convert is for)', { booked: true }, null],
      [
        'an unknown status',
        { bookingStatus: 'maybe' },
        "Status can be set to 'pending' or 'not booked' here; a lead is booked by converting it.",
      ],
      [
        'booking without converting',
        { bookingStatus: 'booked' },
        "Status can be set to 'pending' or 'not booked' here; a lead is booked by converting it.",
      ],
      ['an unknown source', { source: '0' }, 'Source must be a lead source code from 1 to 7.'],
      ['an unknown contact method', { contactMethod: 'Fax' }, null],
      ['a blank name', { name: '' }, 'Please fill in the required field: Name.'],
      ['a blank inquiry date', { inquiryDate: '' }, 'Please fill in the required field: Inquiry Date.'],
      ['a malformed follow-up', { followUp: '2026-1-5' }, null],
      ['a tick that is a number', { contacted: 1 }, 'contacted must be true or false.'],
      ['nothing to change', {}, 'Nothing to update.'],
    ])('editing with %s is refused with 400', async (_case, body, message) => {
      const { browser, user, ids } = await photographerWithLeads();
      const before = await leadRowsOf(user.id);
      const response = await send<ApiErrorBody>(browser, 'PATCH', `/api/leads/${ids[0]}`, body);
      expect(response.status).toBe(400);
      if (message) expect(response.body.error.message).toBe(message);
      else expect(response.body.error.message).toEqual(expect.stringMatching(/\w/));
      expect(await leadRowsOf(user.id)).toEqual(before);
    });
  });

  describe('who may do what', () => {
    it('every endpoint answers 401 to a visitor', async () => {
      const { ids } = await photographerWithLeads();
      const visitor = app.agent();
      const attempts = [
        send(visitor, 'GET', '/api/leads'),
        send(visitor, 'POST', '/api/leads', newLead),
        send(visitor, 'PATCH', `/api/leads/${ids[0]}`, { notes: 'Mine' }),
        send(visitor, 'DELETE', `/api/leads/${ids[0]}`),
        send(visitor, 'POST', '/api/leads/bulk-delete', { ids }),
        send(visitor, 'POST', `/api/leads/${ids[0]}/convert`),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    });

    it('another user’s lead is 404 for every endpoint that takes an id, and stays as it was', async () => {
      const owner = await photographerWithLeads();
      const intruder = await photographerWithLeads([{ name: 'Mine' }]);
      const before = await leadRowsOf(owner.user.id);
      const id = owner.ids[0]!;
      const attempts = [
        send<ApiErrorBody>(intruder.browser, 'PATCH', `/api/leads/${id}`, { notes: 'Mine now' }),
        send<ApiErrorBody>(intruder.browser, 'DELETE', `/api/leads/${id}`),
        send<ApiErrorBody>(intruder.browser, 'POST', `/api/leads/${id}/convert`, booking),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Lead was not found.' });
      }
      const mixed = await send(intruder.browser, 'POST', '/api/leads/bulk-delete', { ids: [intruder.ids[0], id] });
      expect(mixed.status).toBe(404);
      expect(await leadRowsOf(intruder.user.id)).toHaveLength(1);
      expect(await leadRowsOf(owner.user.id)).toEqual(before);
      expect(await clientRowsOf(intruder.user.id)).toEqual([]);
      expect(await clientRowsOf(owner.user.id)).toEqual([]);
      expect((await listLeads(intruder.browser)).map((lead) => lead.id)).toEqual(intruder.ids);
    });

    it.each(['not-a-uuid', unknownId, '12345'])('the id %s is 404 for every endpoint that takes an id', async (id) => {
      const { browser } = await photographerWithLeads();
      const attempts = [
        send(browser, 'PATCH', `/api/leads/${id}`, { notes: 'Hi' }),
        send(browser, 'DELETE', `/api/leads/${id}`),
        send(browser, 'POST', `/api/leads/${id}/convert`, booking),
        send(browser, 'POST', '/api/leads/bulk-delete', { ids: [id] }),
      ];
      expect((await Promise.all(attempts)).map((response) => response.status)).toEqual([404, 404, 404, 404]);
    });
  });
});
