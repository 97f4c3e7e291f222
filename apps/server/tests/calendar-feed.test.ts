import type { ApiErrorBody, CalendarFeed } from '@shutterdesk/core';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, profiles } from '../src/db/schema';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';

// NAME (RFC 7986), X-WR-CALNAME and X-WR-TIMEZONE are text, as calendar apps read them; ical.js does not know
// them and would keep their escapes.
for (const name of ['name', 'x-wr-calname', 'x-wr-timezone'])
  ICAL.design.defaultSet.property[name] = { defaultType: 'text' };

/** The feed parsed back with ical.js (a different library from the one that writes it). */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      start: start.toString(),
      allDay: start.isDate,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    timeZone: String(calendar.getFirstPropertyValue('x-wr-timezone')),
    events: events.sort((a, b) => a.start.localeCompare(b.start)),
  };
}

describe.each(testDatabaseKinds)('[CALENDAR FEED] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;

  async function photographerWithFeed(name = 'Ava Lens') {
    const photographer = await signedInPhotographer(app, { name, timezone: 'Europe/Berlin' });
    const feed = await send<CalendarFeed>(photographer.browser, 'GET', '/api/calendar-feed');
    expect(feed.status).toBe(200);
    return { ...photographer, url: feed.body.url, path: new URL(feed.body.url).pathname };
  }

  it("lists the user's session dates and follow-ups as all-day events in their zone, read fresh on each fetch", async () => {
    const { user, path, url } = await photographerWithFeed('Mira Stone');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
    const [clientId] = await createClients(db(), user.id, [
      { name: 'Ruby Vance', session: { sessionDate: '2026-12-05', sessionType: 'Newborn' } },
      { name: 'Undated Client', session: { sessionDate: '' } },
    ]);
    const [leadId] = await createLeads(db(), user.id, [
      { name: 'Leo Grant', followUp: '2026-12-01' },
      { name: 'No Follow-up', followUp: '' },
    ]);

    const visitor = app.agent();
    const response = await visitor.get<string>(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Shutterdesk: Mira Stone');
    expect(feed.timeZone).toBe('Europe/Berlin');
    expect(feed.events).toEqual([
      {
        uid: `lead-${leadId}-follow-up@shutterdesk`,
        summary: 'Follow up with Leo Grant',
        start: '2026-12-01',
        allDay: true,
      },
      {
        uid: `client-${clientId}@shutterdesk`,
        summary: 'Newborn session: Ruby Vance',
        start: '2026-12-05',
        allDay: true,
      },
    ]);

    // A new follow-up shows on the next fetch; the existing events keep their UIDs (a calendar updates them).
    await createLeads(db(), user.id, [{ name: 'Ivy Park', followUp: '2026-12-03' }]);
    const again = parseFeed((await visitor.get<string>(path)).body);
    expect(again.events.map((event) => event.summary)).toEqual([
      'Follow up with Leo Grant',
      'Follow up with Ivy Park',
      'Newborn session: Ruby Vance',
    ]);
    expect(again.events[0]?.uid).toBe(feed.events[0]?.uid);
  });

  it("one user's feed never shows another user's records", async () => {
    const first = await photographerWithFeed();
    const second = await photographerWithFeed();
    await createClients(db(), first.user.id, [{ name: 'Only First', session: { sessionDate: '2026-12-05' } }]);
    await createLeads(db(), second.user.id, [{ name: 'Only Second', followUp: '2026-12-06' }]);
    const firstFeed = parseFeed((await app.agent().get<string>(first.path)).body);
    const secondFeed = parseFeed((await app.agent().get<string>(second.path)).body);
    expect(firstFeed.events.map((event) => event.summary)).toEqual([expect.stringContaining('Only First')]);
    expect(secondFeed.events.map((event) => event.summary)).toEqual(['Follow up with Only Second']);
    expect(first.url).not.toBe(second.url);
  });

  it('the address stays the same on every read, is stored only as a hash, and a new link revokes the old one', async () => {
    const { user, browser, url, path } = await photographerWithFeed();
    expect((await send<CalendarFeed>(browser, 'GET', '/api/calendar-feed')).body.url).toBe(url);
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    const token = path.split('/').pop() ?? '';
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const renewed = await send<CalendarFeed>(browser, 'POST', '/api/calendar-feed/renew');
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(url);
    expect((await send<CalendarFeed>(browser, 'GET', '/api/calendar-feed')).body.url).toBe(renewed.body.url);
    const revoked = await app.agent().get<ApiErrorBody>(path);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.code).toBe('NOT_FOUND');
    expect((await app.agent().get(new URL(renewed.body.url).pathname)).status).toBe(200);
  });

  it('escapes every text it writes: a name with line breaks is one calendar of that name, folded at 75 octets', async () => {
    const { user, path } = await photographerWithFeed();
    // Names stored before line breaks were refused (and any other way one could arrive) must not add lines.
    const studio = `Evil\r\nEND:VCALENDAR\r\nBEGIN:VCALENDAR\nX-WR-CALNAME:Other; Studio, \\ Zoë 📷 ${'long '.repeat(12)}\u0007end`;
    await db().update(profiles).set({ name: studio }).where(eq(profiles.id, user.id));
    await createClients(db(), user.id, [
      {
        name: 'Ruby\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:x',
        session: { sessionDate: '2026-12-05', sessionType: 'Newborn' },
      },
    ]);
    await createLeads(db(), user.id, [{ name: 'Leo; Grant,\nJr', followUp: '2026-12-01' }]);

    const text = (await app.agent().get<string>(path)).body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const lines = unfolded.split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => /^(NAME|X-WR-CALNAME):/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(2);

    const parsed = ICAL.parse(text) as unknown[];
    // One component (a calendar); two documents would parse as a list of them.
    expect(parsed[0]).toBe('vcalendar');
    const feed = parseFeed(text);
    const shown = studio.replace(/\r\n/g, '\n').replace('\u0007', '');
    expect(feed.name).toBe(`Shutterdesk: ${shown}`);
    const calendar = new ICAL.Component(parsed);
    expect(calendar.getFirstPropertyValue('name')).toBe(`Shutterdesk: ${shown}`);
    expect(feed.events.map((event) => event.summary)).toEqual([
      'Follow up with Leo; Grant,\nJr',
      'Newborn session: Ruby\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:x',
    ]);
  });

  it.each([
    ['a wrong token of the right shape', 'A'.repeat(43)],
    ['a token one character short', 'A'.repeat(42)],
    ['a token with a character outside base64url', `${'A'.repeat(42)}+`],
    ['an overlong token', 'A'.repeat(500)],
    ['a token with a NUL byte', `${'A'.repeat(42)}%00`],
  ])('%s answers 404', async (_case, token) => {
    await photographerWithFeed();
    const response = await app.agent().get<ApiErrorBody>(`/api/calendar/${token}`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it("settings' address needs a session; making a new link too", async () => {
    expect((await app.agent().get('/api/calendar-feed')).status).toBe(401);
    expect((await app.agent().post('/api/calendar-feed/renew')).status).toBe(401);
  });
});
