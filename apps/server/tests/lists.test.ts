import {
  listWindowMaxRows,
  listWindowRows,
  wholeListMaxRows,
  type ApiErrorBody,
  type ClientList,
  type LeadList,
} from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema';
import { afterAnnouncement } from '../src/testing/announcements';
import { createClients, createLeads, type ClientSpec, type LeadSpec } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';

/**
 * Client Flow's and Lead Flow's lists at any size (docs/decisions/0011): a short list whole, a long one (or any
 * list asked for with a window) filtered, sorted and counted by the database, one window at a time.
 */

/** Seven clients, created a day apart (A oldest), with session dates that tie, differ and are missing. */
const sevenClients: ClientSpec[] = [
  { name: 'A', session: { sessionDate: '2026-03-10' }, createdAt: '2026-01-01T10:00:00Z' },
  { name: 'B', session: { sessionDate: '' }, createdAt: '2026-01-02T10:00:00Z' },
  { name: 'C', session: { sessionDate: '2026-03-10' }, createdAt: '2026-01-03T10:00:00Z' },
  { name: 'D', session: { sessionDate: '2025-12-31' }, createdAt: '2026-01-04T10:00:00Z' },
  { name: 'E', session: { sessionDate: '2026-04-01' }, createdAt: '2026-01-05T10:00:00Z' },
  { name: 'F', session: { sessionDate: '' }, createdAt: '2026-01-06T10:00:00Z' },
  { name: 'G', session: { sessionDate: '2026-03-31' }, createdAt: '2026-01-07T10:00:00Z' },
];

/** Seven leads, created a day apart (A oldest); an unknown stored status reads as pending. */
const sevenLeads: LeadSpec[] = [
  { name: 'A', inquiryDate: '2026-03-10', source: '1', bookingStatus: 'booked', booked: true },
  { name: 'B', inquiryDate: '2026-02-01', source: '2', bookingStatus: 'pending' },
  { name: 'C', inquiryDate: '2026-03-10', source: '1', bookingStatus: 'not booked' },
  { name: 'D', inquiryDate: '2025-12-31', source: '3', bookingStatus: 'booked', booked: true },
  { name: 'E', inquiryDate: '2026-04-01', source: '1', bookingStatus: 'something old' },
  { name: 'F', inquiryDate: '2026-03-01', source: '2', bookingStatus: 'booked', booked: true },
  { name: 'G', inquiryDate: '2026-03-31', source: '1', bookingStatus: 'pending' },
].map((lead, index) => ({ ...lead, createdAt: `2026-01-0${index + 1}T10:00:00Z` }) as LeadSpec);

describe.each(testDatabaseKinds)('[LISTS] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;

  const clientList = async (browser: TestAgent, query = '') => {
    const response = await send<ClientList>(browser, 'GET', `/api/clients${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const leadList = async (browser: TestAgent, query = '') => {
    const response = await send<LeadList>(browser, 'GET', `/api/leads${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const clientNames = async (browser: TestAgent, query: string) =>
    (await clientList(browser, query)).clients.map((client) => client.name).join('');
  const leadNames = async (browser: TestAgent, query: string) =>
    (await leadList(browser, query)).leads.map((lead) => lead.name).join('');

  async function photographerWith({ clients = [], leads = [] }: { clients?: ClientSpec[]; leads?: LeadSpec[] }) {
    const photographer = await signedInPhotographer(app);
    const clientIds = await createClients(db(), photographer.user.id, clients);
    const leadIds = await createLeads(db(), photographer.user.id, leads);
    return { ...photographer, clientIds, leadIds };
  }

  describe('clients', () => {
    it('sends a short list whole, newest first, with only what the table shows', async () => {
      const { browser } = await photographerWith({ clients: sevenClients });
      const list = await clientList(browser);
      expect(list).toMatchObject({ total: 7, window: null, focusIndex: null });
      expect(list.clients.map((client) => client.name).join('')).toBe('GFEDCBA');
      expect(Object.keys(list.clients[0]!).sort()).toEqual(['id', 'name', 'postSession', 'preSession', 'session']);
      expect(list.clients.find((client) => client.name === 'B')!.session.sessionDate).toBe('');
    });

    it('pages through the list in windows, with the exact counts', async () => {
      const { browser } = await photographerWith({ clients: sevenClients });
      const first = await clientList(browser, '?limit=3');
      expect(first.clients.map((client) => client.name).join('')).toBe('GFE');
      expect(first).toMatchObject({ total: 7, window: { offset: 0, matching: 7 }, focusIndex: null });
      expect(await clientNames(browser, '?offset=3&limit=3')).toBe('DCB');
      expect(await clientNames(browser, '?offset=6&limit=3')).toBe('A');
      expect(await clientNames(browser, '?offset=7&limit=3')).toBe('');
    });

    it('sorts by session date either way with undated clients last, ties newest first', async () => {
      const { browser } = await photographerWith({ clients: sevenClients });
      expect(await clientNames(browser, '?sort=asc&limit=10')).toBe('DCAGEFB');
      expect(await clientNames(browser, '?sort=desc&limit=10')).toBe('EGCADFB');
      expect(await clientNames(browser, '?sort=asc&offset=4&limit=2')).toBe('EF');
      expect(await clientNames(browser, '?sort=desc&offset=5&limit=2')).toBe('FB');
    });

    it('filters by session month, year or day, leaving undated clients out, and counts what passes', async () => {
      const { browser } = await photographerWith({ clients: sevenClients });
      const march = await clientList(browser, '?month=2026-03&limit=2&sort=asc');
      expect(march.clients.map((client) => client.name).join('')).toBe('CA');
      expect(march).toMatchObject({ total: 7, window: { offset: 0, matching: 3 } });
      expect(await clientNames(browser, '?month=2026-03&offset=2&limit=2&sort=asc')).toBe('G');
      expect(await clientNames(browser, '?month=2025-12&limit=10')).toBe('D');
      expect(await clientNames(browser, '?year=2026&limit=10')).toBe('GECA');
      expect(await clientNames(browser, '?date=2026-03-10&limit=10')).toBe('CA');
      expect((await clientList(browser, '?year=2024&limit=10')).window).toEqual({ offset: 0, matching: 0 });
    });

    it('brings a linked client into view whatever the filters say, in the window that holds it', async () => {
      const { browser, clientIds } = await photographerWith({ clients: sevenClients });
      const clientB = clientIds[1]!;
      const focused = await clientList(browser, `?client=${clientB}&month=2026-03&sort=asc&limit=3`);
      expect(focused.focusIndex).toBe(6);
      expect(focused.window).toEqual({ offset: 6, matching: 7 });
      expect(focused.clients.map((client) => client.name)).toEqual(['B']);
      expect((await clientList(browser, `?client=${clientB}&limit=3`)).focusIndex).toBe(5);
      expect((await clientList(browser, `?client=${unknownId}&limit=3`)).focusIndex).toBeNull();
    });

    it(`sends a list of more than ${wholeListMaxRows} clients one window at a time`, async () => {
      const { browser, user } = await photographerWith({});
      await createClients(db(), user.id, wholeListMaxRows + 1);
      const first = await clientList(browser);
      expect(first.clients).toHaveLength(listWindowRows);
      expect(first).toMatchObject({
        total: wholeListMaxRows + 1,
        window: { offset: 0, matching: wholeListMaxRows + 1 },
      });
      const dated = await clientList(browser, `?sort=asc&limit=${listWindowMaxRows}`);
      const dates = dated.clients.map((client) => client.session.sessionDate);
      expect(dates).toEqual([...dates].sort());
    });

    it('goes back to sending the list whole once deletes make it short again', async () => {
      const { browser, user } = await photographerWith({});
      const ids = await createClients(db(), user.id, wholeListMaxRows + 2);
      expect((await clientList(browser)).window).toMatchObject({ offset: 0, matching: wholeListMaxRows + 2 });
      // Asked again, the list is still long: the verdict kept in memory gives the same window.
      expect((await clientList(browser)).clients).toHaveLength(listWindowRows);
      const deleted = await send(browser, 'POST', '/api/clients/bulk-delete', { ids: ids.slice(0, 2) });
      expect(deleted.status).toBe(200);
      const whole = await clientList(browser);
      expect(whole).toMatchObject({ total: wholeListMaxRows, window: null });
      expect(whole.clients).toHaveLength(wholeListMaxRows);
      // A client added elsewhere (the database's announcement) makes it long again.
      await createClients(db(), user.id, 1);
      await afterAnnouncement(kind, async () =>
        expect((await clientList(browser)).window).toMatchObject({ matching: wholeListMaxRows + 1 }),
      );
    });

    it("never shows one user's clients to another", async () => {
      const ava = await photographerWith({ clients: sevenClients });
      const ben = await photographerWith({ clients: [{ name: 'Ben’s only client' }] });
      for (const query of ['', '?limit=10', '?sort=asc&limit=10', '?year=2026&limit=10']) {
        expect((await clientList(ben.browser, query)).clients.map((client) => client.name)).toEqual(
          query.includes('year') ? [] : ['Ben’s only client'],
        );
      }
      const benAsksForAva = await clientList(ben.browser, `?client=${ava.clientIds[0]}&limit=10`);
      expect(benAsksForAva).toMatchObject({ focusIndex: null, total: 1 });
      expect(benAsksForAva.clients.map((client) => client.name)).toEqual(['Ben’s only client']);
    });
  });

  describe('leads', () => {
    it('sends a short list whole, newest inquiry first, with the booking rate of all leads', async () => {
      const { browser } = await photographerWith({ leads: sevenLeads });
      const list = await leadList(browser);
      expect(list).toMatchObject({ total: 7, bookingRate: 43, window: null });
      expect(list.leads.map((lead) => lead.name).join('')).toBe('EGCAFBD');
      expect(list.leads.find((lead) => lead.name === 'E')!.bookingStatus).toBe('pending');
      expect(Object.keys(list.leads[0]!)).not.toContain('createdAt');
    });

    it('pages, filters by status, inquiry month or year and source, and sorts by inquiry date', async () => {
      const { browser } = await photographerWith({ leads: sevenLeads });
      expect(await leadNames(browser, '?limit=3')).toBe('EGC');
      expect(await leadNames(browser, '?offset=3&limit=3')).toBe('AFB');
      expect(await leadNames(browser, '?sort=asc&limit=10')).toBe('DBFCAGE');
      expect(await leadNames(browser, '?sort=desc&limit=10')).toBe('EGCAFBD');
      expect(await leadNames(browser, '?status=active&limit=10')).toBe('EGB');
      expect(await leadNames(browser, '?status=booked&limit=10')).toBe('AFD');
      expect(await leadNames(browser, '?status=all&limit=10')).toBe('EGCAFBD');
      expect(await leadNames(browser, '?month=2026-03&limit=10')).toBe('GCAF');
      expect(await leadNames(browser, '?year=2025&limit=10')).toBe('D');
      expect(await leadNames(browser, '?source=1&sort=asc&limit=10')).toBe('CAGE');

      const combined = await leadList(browser, '?status=active&month=2026-03&source=1&limit=1');
      expect(combined.leads.map((lead) => lead.name)).toEqual(['G']);
      expect(combined).toMatchObject({ total: 7, bookingRate: 43, window: { offset: 0, matching: 1 } });
    });

    it('brings a linked lead into view whatever the filters say, in the window that holds it', async () => {
      const { browser, leadIds } = await photographerWith({ leads: sevenLeads });
      const leadB = leadIds[1]!;
      const focused = await leadList(browser, `?lead=${leadB}&status=booked&sort=asc&limit=3`);
      expect(focused).toMatchObject({ focusIndex: 1, window: { offset: 0, matching: 7 } });
      expect(focused.leads.map((lead) => lead.name).join('')).toBe('DBF');
      const newestFirst = await leadList(browser, `?lead=${leadB}&limit=3`);
      expect(newestFirst).toMatchObject({ focusIndex: 5, window: { offset: 3, matching: 7 } });
      expect((await leadList(browser, `?lead=${unknownId}&limit=3`)).focusIndex).toBeNull();
    });

    it('keeps the booking rate exact: rounded, over all leads whatever the filters, 0 without leads', async () => {
      const { browser } = await photographerWith({});
      expect(await leadList(browser, '?limit=5')).toMatchObject({ total: 0, bookingRate: 0 });
      const twoOfThree = await photographerWith({ leads: sevenLeads.slice(3, 6) });
      expect(await leadList(twoOfThree.browser, '?status=active&limit=5')).toMatchObject({
        total: 3,
        bookingRate: 67,
        window: { matching: 1 },
      });
    });

    it(`sends a list of more than ${wholeListMaxRows} leads one window at a time`, async () => {
      const { browser, user } = await photographerWith({});
      await createLeads(db(), user.id, wholeListMaxRows + 1);
      const [counted] = await db()
        .select({ booked: sql<number>`count(*) filter (where ${leads.bookingStatus} = 'booked')::int` })
        .from(leads)
        .where(eq(leads.userId, user.id));
      const first = await leadList(browser);
      expect(first.leads).toHaveLength(listWindowRows);
      expect(first).toMatchObject({
        total: wholeListMaxRows + 1,
        bookingRate: Math.round((counted!.booked / (wholeListMaxRows + 1)) * 100),
        window: { offset: 0, matching: wholeListMaxRows + 1 },
      });
    });

    it("never shows one user's leads to another", async () => {
      await photographerWith({ leads: sevenLeads });
      const ben = await photographerWith({ leads: [{ name: 'Ben’s lead', bookingStatus: 'pending' }] });
      for (const query of ['', '?limit=10', '?status=booked&limit=10', '?sort=asc&limit=10']) {
        const list = await leadList(ben.browser, query);
        expect(list.leads.map((lead) => lead.name)).toEqual(query.includes('booked') ? [] : ['Ben’s lead']);
        expect(list).toMatchObject({ total: 1, bookingRate: 0 });
      }
    });

    it('answers a short list from memory until a change to that user’s leads, made anywhere', async () => {
      const { browser, leadIds } = await photographerWith({ leads: sevenLeads.slice(0, 2) });
      expect(await leadNames(browser, '')).toBe('AB');
      await db().update(leads).set({ name: 'Z' }).where(eq(leads.id, leadIds[0]!));
      await afterAnnouncement(kind, async () => expect(await leadNames(browser, '')).toBe('ZB'));
      const renamed = await send(browser, 'PATCH', `/api/leads/${leadIds[1]}`, { name: 'Y' });
      expect(renamed.status).toBe(200);
      expect(await leadNames(browser, '')).toBe('ZY');
    });
  });

  describe('bad queries', () => {
    const badClientQueries = [
      ['month=2026-13', 'month must be written yyyy-MM'],
      ['year=26', 'year must be a four-digit year'],
      ['date=2026-02-30', 'date must be a real date'],
      ['month=2026-03&year=2026', 'Filter by one of month, year'],
      ['sort=up', 'sort must be asc or desc'],
      ['offset=-1', 'offset must be at least 0'],
      ['offset=1.5', 'offset must be a whole number'],
      ['offset=99999999999999999999999', 'offset must be'],
      ['offset=10000001', 'offset must be at most 10000000'],
      ['limit=0', 'limit must be at least 1'],
      [`limit=${listWindowMaxRows + 1}`, `limit must be at most ${listWindowMaxRows}`],
      ['limit=%00', 'not allowed'],
      ['limit=ten', 'limit must be a whole number'],
      ['month=2026-03%00', 'not allowed'],
      ['client=not-an-id', 'client must be a client id'],
      ['page=2', ''],
    ] as const;

    it.each(badClientQueries)('refuses /api/clients?%s with 400 and says why', async (query, message) => {
      const { browser } = await signedInPhotographer(app);
      const response = await send<ApiErrorBody>(browser, 'GET', `/api/clients?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.message).toContain(message);
    });

    it.each([
      ['status=pending', 'status must be one of: all, active, booked'],
      ['source=8', 'Source must be a lead source code'],
      ['source=%00', 'not allowed'],
      ['date=2026-03-10', ''],
      ['offset=1e400', 'offset must be'],
    ])('refuses /api/leads?%s with 400 and says why', async (query, message) => {
      const { browser } = await signedInPhotographer(app);
      const response = await send<ApiErrorBody>(browser, 'GET', `/api/leads?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(message);
    });
  });
});
