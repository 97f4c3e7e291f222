import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, BugReportEntry, FeedbackEntry, WaitlistEntry } from '@shutterdesk/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bugReports, feedback, waitlist } from '../src/db/schema';
import { insertListedUsers, signedInAdmin, signedInUser, type SignedInUser } from '../src/testing/admin-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { onePixelPng } from '../src/testing/test-images';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';

interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const minute = 60_000;
const start = Date.parse('2026-05-01T08:00:00Z');
const at = (minutes: number) => new Date(start + minutes * minute);

/** A fresh word for one test's rows, so what other tests insert never matches its searches. */
const freshWord = () => `zq${randomUUID().slice(0, 8)}`;

/** The bytes of an answer, read as they arrived (the test agent reads everything but zips as text). */
async function rawGet(browser: TestAgent, path: string) {
  const response = await fetch(new URL(path, browser.baseUrl), {
    headers: {
      origin: browser.origin,
      'x-forwarded-for': browser.ip,
      connection: 'close',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const feedbackAnswers = {
  clients: 12,
  usage: 'Every morning',
  intuitive: 'Mostly',
  helped: 'Sort of' as const,
  change: 'Bigger buttons',
  missing: 'A calendar',
  longerTerm: 'Probably',
  price: '$19',
  final: '',
};

const bugReportFields = {
  device: 'Desktop(mac)' as const,
  browser: 'Firefox 133',
  action: 'Saving a lead',
  issue: 'It spun forever',
  recreate: 'Save any lead twice',
};

describe.each(testDatabaseKinds)('[ADMIN INBOXES] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;
  let admin: SignedInUser;
  let senderId: string;

  beforeAll(async () => {
    admin = await signedInAdmin(app);
    const [sender] = await insertListedUsers(db(), [
      { name: 'Sally Sender', email: `sally-${randomUUID()}@example.com`, createdAt: at(-10) },
    ]);
    senderId = sender!;
  });

  const get = <Body>(path: string) => admin.browser.get<Body>(path);

  it('pages the waitlist newest first with the exact count, searching the e-mail case-insensitively', async () => {
    const word = freshWord();
    const emails = Array.from({ length: 23 }, (_, index) => `${word}-${index}@example.com`);
    await db()
      .insert(waitlist)
      .values(emails.map((email, index) => ({ email, createdAt: at(index) })));
    const newestFirst = [...emails].reverse();

    const first = await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word.toUpperCase()}&pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.body.items.map((entry) => entry.email)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.items[0]).toEqual({ id: expect.any(String), email: emails[22], createdAt: at(22).toISOString() });
    const last = await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word}&pageSize=10&page=3`);
    expect(last.body.items.map((entry) => entry.email)).toEqual(newestFirst.slice(20));
    expect(
      (await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word}&pageSize=20&page=2`)).body.items,
    ).toHaveLength(3);
    expect((await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word}&page=9`)).body).toMatchObject({
      items: [],
      total: 23,
      pageCount: 3,
    });
    const one = await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${encodeURIComponent(`${word}-7@`)}`);
    expect(one.body.items.map((entry) => entry.email)).toEqual([emails[7]]);
    // The search's % and _ are plain characters.
    expect((await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word}%25`)).body.total).toBe(0);
    expect((await get<Page<WaitlistEntry>>(`/api/admin/waitlist?search=${word.slice(0, 5)}_`)).body.total).toBe(0);
    // Defaults: page 1 of 10, everything.
    expect((await get<Page<WaitlistEntry>>('/api/admin/waitlist')).body).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('refuses a page size not offered, a page below 1 and an overlong search with 400', async () => {
    for (const query of ['pageSize=15', 'pageSize=abc', 'page=0', 'page=-1', `search=${'a'.repeat(201)}`]) {
      for (const inbox of ['waitlist', 'feedback', 'bug-reports']) {
        const refused = await get<ApiErrorBody>(`/api/admin/${inbox}?${query}`);
        expect(refused.status, `${inbox}?${query}`).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('lists feedback with its sender, searching the typed name and e-mail, the account and the written answers', async () => {
    const word = freshWord();
    const [otherId] = await insertListedUsers(db(), [
      { name: `${word.toUpperCase()} Account`, email: `acc-${randomUUID()}@example.com`, createdAt: at(-5) },
    ]);
    const rows = [
      { name: `${word} Typed`, email: `typed-${randomUUID()}@example.com`, userId: senderId },
      { name: 'Nina', email: `${word}@example.com`, userId: senderId },
      { name: 'Olga', email: `olga-${randomUUID()}@example.com`, userId: otherId! },
      { name: 'Pia', email: `pia-${randomUUID()}@example.com`, userId: senderId, missing: `More ${word}!` },
      { name: 'Quinn', email: `quinn-${randomUUID()}@example.com`, userId: senderId, longerTerm: 'No match here' },
    ];
    await db()
      .insert(feedback)
      .values(
        rows.map((row, index) => ({
          ...feedbackAnswers,
          ...row,
          createdAt: at(100 + index),
          nextForwardAt: at(100 + index),
        })),
      );
    const found = await get<Page<FeedbackEntry>>(`/api/admin/feedback?search=${word}&pageSize=50`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(4);
    expect(found.body.items.map((entry) => entry.name)).toEqual(['Pia', 'Olga', 'Nina', `${word} Typed`]);
    expect(found.body.items[0]).toEqual({
      id: expect.any(String),
      createdAt: at(103).toISOString(),
      user: { id: senderId, name: 'Sally Sender', email: expect.stringMatching(/^sally-/) },
      name: 'Pia',
      email: rows[3]!.email,
      ...feedbackAnswers,
      missing: `More ${word}!`,
    });
    expect(found.body.items[1]!.user.id).toBe(otherId);
  });

  it('lists bug reports with their sender and whether a screenshot came with them, never its bytes', async () => {
    const word = freshWord();
    const [withShot, withoutShot] = await db()
      .insert(bugReports)
      .values([
        {
          ...bugReportFields,
          name: 'Rita',
          email: `rita-${randomUUID()}@example.com`,
          issue: `The ${word} broke`,
          userId: senderId,
          screenshotName: 'screen.png',
          screenshotType: 'image/png',
          screenshot: onePixelPng,
          createdAt: at(200),
          nextForwardAt: at(200),
        },
        {
          ...bugReportFields,
          name: 'Sam',
          email: `sam-${randomUUID()}@example.com`,
          browser: `Chrome ${word.toUpperCase()}`,
          userId: senderId,
          createdAt: at(201),
          nextForwardAt: at(201),
        },
      ])
      .returning({ id: bugReports.id });
    const found = await get<Page<BugReportEntry>>(`/api/admin/bug-reports?search=${word}`);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.items).toEqual([
      expect.objectContaining({ id: withoutShot!.id, name: 'Sam', hasScreenshot: false, screenshotName: null }),
      {
        id: withShot!.id,
        createdAt: at(200).toISOString(),
        user: { id: senderId, name: 'Sally Sender', email: expect.any(String) },
        name: 'Rita',
        email: expect.stringMatching(/^rita-/),
        ...bugReportFields,
        issue: `The ${word} broke`,
        hasScreenshot: true,
        screenshotName: 'screen.png',
      },
    ]);
    expect(JSON.stringify(found.body)).not.toContain(onePixelPng.toString('base64'));
  });

  it('serves a screenshot inline with its stored type, unsniffable and locked down; 404 without one', async () => {
    const [withShot, withoutShot] = await db()
      .insert(bugReports)
      .values([
        {
          ...bugReportFields,
          name: 'Tia',
          email: 'tia@example.com',
          userId: senderId,
          screenshotName: '<script>.png',
          screenshotType: 'image/png',
          screenshot: onePixelPng,
          createdAt: at(300),
          nextForwardAt: at(300),
        },
        {
          ...bugReportFields,
          name: 'Uma',
          email: 'uma@example.com',
          userId: senderId,
          createdAt: at(301),
          nextForwardAt: at(301),
        },
      ])
      .returning({ id: bugReports.id });

    const shot = await rawGet(admin.browser, `/api/admin/bug-reports/${withShot!.id}/screenshot`);
    expect(shot.status).toBe(200);
    expect(shot.bytes.equals(onePixelPng)).toBe(true);
    expect(shot.headers.get('content-type')).toBe('image/png');
    expect(shot.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shot.headers.get('content-disposition')).toBe(`inline; filename="bug-report-${withShot!.id}.png"`);
    // Its own policy, stricter than the app's (http/security.ts keeps a header a route set): no script, sandboxed.
    expect(shot.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

    for (const id of [withoutShot!.id, randomUUID(), 'not-a-uuid']) {
      const missing = await get<ApiErrorBody>(`/api/admin/bug-reports/${id}/screenshot`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    }
    const photographer = await signedInUser(app);
    const refused = await rawGet(photographer.browser, `/api/admin/bug-reports/${withShot!.id}/screenshot`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString()).error.code).toBe('ADMIN_ONLY');
  });

  it('downloads each inbox as CSV: quoted commas, quotes and line breaks, formulas neutralised, the search applied', async () => {
    const word = freshWord();
    await db()
      .insert(waitlist)
      .values([
        { email: `${word}-a@example.com`, createdAt: at(400) },
        { email: `=${word}-b@example.com`, createdAt: at(401) },
        { email: `other-${randomUUID()}@example.com`, createdAt: at(402) },
      ]);
    const waitlistCsv = await get<string>(`/api/admin/waitlist.csv?search=${word}`);
    expect(waitlistCsv.status).toBe(200);
    expect(waitlistCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(waitlistCsv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = waitlistCsv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,email,createdAt');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      `'=${word}-b@example.com`,
      `${word}-a@example.com`,
    ]);

    await db()
      .insert(feedback)
      .values({
        ...feedbackAnswers,
        name: `Vera, "the ${word}"`,
        email: 'vera@example.com',
        change: '+1 for dark mode\nand a second line',
        missing: '@SUM(A1:A2)',
        price: '-5',
        userId: senderId,
        createdAt: at(410),
        nextForwardAt: at(410),
      });
    const feedbackCsv = await get<string>(`/api/admin/feedback.csv?search=${word}`);
    expect(feedbackCsv.status).toBe(200);
    expect(feedbackCsv.body.split('\r\n')[0]).toBe(
      'id,createdAt,user.id,user.name,user.email,name,email,clients,usage,intuitive,helped,change,missing,' +
        'longerTerm,price,final',
    );
    expect(feedbackCsv.body).toContain(`,"Vera, ""the ${word}""",vera@example.com,12,`);
    expect(feedbackCsv.body).toContain(`,"'+1 for dark mode\nand a second line",'@SUM(A1:A2),`);
    expect(feedbackCsv.body).toContain(`,'-5,`);
    expect(feedbackCsv.body.trimEnd().split('\r\n')).toHaveLength(2);

    await db()
      .insert(bugReports)
      .values({
        ...bugReportFields,
        name: 'Will',
        email: 'will@example.com',
        action: `=HYPERLINK("http://evil.example","${word}")`,
        userId: senderId,
        screenshotName: 'shot.png',
        screenshotType: 'image/png',
        screenshot: onePixelPng,
        createdAt: at(420),
        nextForwardAt: at(420),
      });
    const bugCsv = await get<string>(`/api/admin/bug-reports.csv?search=${word}`);
    expect(bugCsv.status).toBe(200);
    expect(bugCsv.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""${word}"")",`);
    expect(bugCsv.body).toContain(',true,shot.png');
    expect(bugCsv.body).not.toContain(onePixelPng.toString('base64'));
    // Nothing matches: the header alone, so a spreadsheet still shows the columns.
    expect((await get<string>(`/api/admin/bug-reports.csv?search=nothing-${word}`)).body).toBe(
      'id,createdAt,user.id,user.name,user.email,name,email,device,browser,action,issue,recreate,hasScreenshot,' +
        'screenshotName\r\n',
    );
  });

  it('refuses a signed-in user who is not an admin (403 ADMIN_ONLY)', async () => {
    const photographer = await signedInUser(app);
    for (const path of ['/api/admin/feedback', '/api/admin/waitlist.csv']) {
      const refused = await photographer.browser.get<ApiErrorBody>(path);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ADMIN_ONLY');
    }
  });
});
