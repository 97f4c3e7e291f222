import {
  bugReportTexts,
  screenshotMaxBytes,
  type ApiErrorBody,
  type BugReportRequest,
  type SubmitBugReportResponse,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugReports } from '../src/db/schema';
import { forwardBackoffMs } from '../src/sheets/forwarding';
import { eventually } from '../src/testing/eventually';
import {
  sheetsSuccess,
  startSheetsWebhookServer,
  type SheetsWebhookServer,
} from '../src/testing/sheets-webhook-server';
import { onePixelPng, pngOfSize, svgWithScript } from '../src/testing/test-images';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { signedInPhotographer } from './dashboard-helpers';

const report = {
  name: 'Ava Lens',
  email: 'ava@example.com',
  device: 'Desktop(mac)',
  browser: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  action: 'Dragging a task to the top of my Finance card.',
  issue: 'The task jumped back to where it was.',
  recreate: 'Open the dashboard, drag the third Finance task to the top, reload.',
} satisfies BugReportRequest;

const screenshotOf = (bytes: Buffer, fileName = 'screen.png') => ({ fileName, dataBase64: bytes.toString('base64') });

describe.each(testDatabaseKinds)('[BUG REPORT] on %s', (kind) => {
  let sheets: SheetsWebhookServer;
  beforeAll(async () => {
    sheets = await startSheetsWebhookServer();
  });
  afterAll(async () => {
    await sheets?.close();
  });
  const app = useTestServer(kind, () => ({ SHEETS_WEBHOOK_URL: sheets.url, SHEETS_RETRY_INTERVAL_SECONDS: '0.1' }));

  const rowsOf = (userId: string) =>
    app.server.database.db.select().from(bugReports).where(eq(bugReports.userId, userId));
  const forwarded = (userId: string) =>
    eventually(
      () => rowsOf(userId),
      (rows) => rows[0]?.forwardedAt != null,
    );
  const postIndexesOf = (email: string) => sheets.posts.flatMap((post, index) => (post.email === email ? [index] : []));

  it('stores the report and its screenshot with the user’s id, and forwards both as multipart form data', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const email = `${user.id}@example.com`;
    const response = await browser.post<SubmitBugReportResponse>('/api/bug-reports', {
      ...report,
      email,
      // The name says JPEG; the bytes say PNG, and the bytes win.
      screenshot: screenshotOf(onePixelPng, 'looks-like.jpg'),
    });
    expect(response.status).toBe(201);

    const [row] = await forwarded(user.id);
    expect(row).toMatchObject({ id: response.body.id, email, screenshotType: 'image/png', forwardAttempts: 1 });
    expect(row!.screenshot?.equals(onePixelPng)).toBe(true);
    const [index] = postIndexesOf(email);
    expect(sheets.posts[index!]).toEqual({
      name: 'Ava Lens',
      email,
      device: 'Desktop(mac)',
      browser: report.browser,
      action: report.action,
      issue: report.issue,
      recreate: report.recreate,
      screenshotbase64: onePixelPng.toString('base64'),
      sheetName: 'Bug Report',
    });
    const file = sheets.files[index!]!.screenshot!;
    expect({ name: file.name, type: file.type }).toEqual({ name: 'looks-like.jpg', type: 'image/png' });
    expect(file.bytes.equals(onePixelPng)).toBe(true);
  });

  it('the screenshot is optional, and a screenshot of exactly 5 MB is taken', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const email = `${user.id}@example.com`;
    expect((await browser.post('/api/bug-reports', { ...report, email })).status).toBe(201);
    const [row] = await forwarded(user.id);
    expect(row).toMatchObject({ screenshot: null, screenshotType: null, screenshotName: null });
    const [index] = postIndexesOf(email);
    expect(sheets.posts[index!]).toMatchObject({ screenshotbase64: '', sheetName: 'Bug Report' });
    expect(sheets.files[index!]).toEqual({});

    const largest = pngOfSize(screenshotMaxBytes);
    const response = await browser.post('/api/bug-reports', { ...report, screenshot: screenshotOf(largest) });
    expect(response.status).toBe(201);
    expect((await rowsOf(user.id)).map((stored) => stored.screenshot?.length ?? 0).sort()).toEqual([
      0,
      screenshotMaxBytes,
    ]);
  });

  it('a forward that fails keeps the report and is retried after its backoff', async () => {
    const { browser, user } = await signedInPhotographer(app);
    sheets.answerWith({ status: 500, result: 'error' });
    try {
      expect(
        (await browser.post('/api/bug-reports', { ...report, screenshot: screenshotOf(onePixelPng) })).status,
      ).toBe(201);
      const [failed] = await eventually(
        () => rowsOf(user.id),
        (rows) => rows[0]?.lastForwardError != null,
      );
      expect(failed).toMatchObject({ forwardedAt: null, forwardAttempts: 1 });
    } finally {
      sheets.answerWith(sheetsSuccess);
    }
    app.clock.advance(forwardBackoffMs(1) + 1000);
    const [row] = await forwarded(user.id);
    expect(row).toMatchObject({ forwardAttempts: 2, lastForwardError: null });
  });

  describe('bad input: refused with a message, nothing stored', () => {
    it.each(['device', 'browser', 'action', 'issue', 'recreate'])('%s missing', async (field) => {
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/bug-reports', { ...report, [field]: '  ' });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    const refusedScreenshots: [string, { fileName: string; dataBase64: string }, string][] = [
      ['a text file renamed .png', screenshotOf(Buffer.from('just some notes\n'), 'notes.png'), 'must be a PNG'],
      ['an SVG with a script', screenshotOf(svgWithScript, 'vector.svg'), 'must be a PNG'],
      ['a truncated PNG', screenshotOf(pngOfSize(4096).subarray(0, 3000)), 'must be a PNG'],
      ['one byte over 5 MB', screenshotOf(pngOfSize(screenshotMaxBytes + 1)), bugReportTexts.screenshotTooLarge],
      ['data that is not base64', { fileName: 'screen.png', dataBase64: 'not base64!' }, 'could not be read'],
    ];
    it.each(refusedScreenshots)('a screenshot that is %s', async (_case, screenshot, message) => {
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/bug-reports', { ...report, screenshot });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain(message);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual(['screenshot.dataBase64']);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('a 6 MB screenshot is refused with 413 before it is read whole', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/bug-reports', {
        ...report,
        screenshot: screenshotOf(pngOfSize(6 * 1024 * 1024)),
      });
      expect(response.status).toBe(413);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('an unknown device, and a user id in the body', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const device = await browser.post<ApiErrorBody>('/api/bug-reports', { ...report, device: 'Smart fridge' });
      expect(device.status).toBe(400);
      expect(device.body.error.message).toContain('Desktop(mac), Desktop(PC), Tablet, Mobile(iOS), Mobile(Android)');
      const owner = await browser.post<ApiErrorBody>('/api/bug-reports', { ...report, userId: 'someone-else' });
      expect(owner.status).toBe(400);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('without a session: 401 and nothing stored', async () => {
      const before = await app.server.database.db.select().from(bugReports);
      const response = await app.agent().post<ApiErrorBody>('/api/bug-reports', report);
      expect(response.status).toBe(401);
      expect(await app.server.database.db.select().from(bugReports)).toHaveLength(before.length);
    });
  });
});
