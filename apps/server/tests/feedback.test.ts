import { type ApiErrorBody, type FeedbackRequest, type SubmitFeedbackResponse } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema';
import { forwardBackoffMs } from '../src/sheets/forwarding';
import { eventually } from '../src/testing/eventually';
import {
  sheetsSuccess,
  startSheetsWebhookServer,
  type SheetsWebhookServer,
} from '../src/testing/sheets-webhook-server';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { signedInPhotographer } from './dashboard-helpers';

const answers = {
  name: 'Ava Lens',
  email: 'ava@example.com',
  clients: 35,
  usage: 'I plan my week on the dashboard every Monday.',
  intuitive: 'Mostly easy; the column picker took a while to find.',
  helped: 'Yes, big time',
  change: 'Let me colour-code clients.',
  missing: 'Contract templates.',
  longerTerm: 'Integration with my gallery host.',
  price: '$12 a month',
  final: 'Thank you for building this!',
} satisfies FeedbackRequest;

/** Retries run every 100 ms here, so a test only has to move the clock past the backoff. */
const retryIntervalSeconds = '0.1';

describe.each(testDatabaseKinds)('[FEEDBACK] on %s', (kind) => {
  let sheets: SheetsWebhookServer;
  beforeAll(async () => {
    sheets = await startSheetsWebhookServer();
  });
  afterAll(async () => {
    await sheets?.close();
  });
  const app = useTestServer(kind, () => ({
    SHEETS_WEBHOOK_URL: sheets.url,
    SHEETS_RETRY_INTERVAL_SECONDS: retryIntervalSeconds,
  }));

  const rowsOf = (userId: string) => app.server.database.db.select().from(feedback).where(eq(feedback.userId, userId));
  const postsFrom = (email: string) => sheets.posts.filter((post) => post.email === email);

  it('stores the answers with the user’s id and forwards them as the spreadsheet’s form data', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const email = `${user.id}@example.com`;
    const response = await browser.post<SubmitFeedbackResponse>('/api/feedback', { ...answers, email, name: ' Ava ' });
    expect(response.status).toBe(201);

    const [row] = await eventually(
      () => rowsOf(user.id),
      (rows) => rows[0]?.forwardedAt != null,
    );
    expect(row).toMatchObject({ id: response.body.id, name: 'Ava', email, clients: 35, forwardAttempts: 1 });
    expect(postsFrom(email)).toEqual([
      {
        name: 'Ava',
        email,
        clients: '35',
        usage: answers.usage,
        intuitive: answers.intuitive,
        helped: 'Yes, big time',
        change: answers.change,
        missing: answers.missing,
        longerterm: answers.longerTerm,
        price: answers.price,
        final: answers.final,
        sheetName: 'Feedback',
      },
    ]);
  });

  it('final thoughts may be left out', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const { final: _, ...withoutFinal } = answers;
    expect((await browser.post('/api/feedback', withoutFinal)).status).toBe(201);
    expect((await rowsOf(user.id))[0]?.final).toBe('');
  });

  it.each([
    ['an error status', { status: 500, result: 'success' }],
    ['an OK answer whose result is not success', { status: 200, result: 'error' }],
  ])('a forward that fails (%s) keeps the answer and is retried later', async (_, failure) => {
    const { browser, user } = await signedInPhotographer(app);
    const email = `${user.id}@example.com`;
    sheets.answerWith(failure);
    try {
      expect((await browser.post('/api/feedback', { ...answers, email })).status).toBe(201);
      const [failed] = await eventually(
        () => rowsOf(user.id),
        (rows) => rows[0]?.lastForwardError != null,
      );
      expect(failed).toMatchObject({ forwardedAt: null, forwardAttempts: 1 });
      expect(postsFrom(email)).toHaveLength(1);
    } finally {
      sheets.answerWith(sheetsSuccess);
    }

    // Not before its backoff has passed, however often the retry pass runs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(postsFrom(email)).toHaveLength(1);

    app.clock.advance(forwardBackoffMs(1) + 1000);
    const [forwarded] = await eventually(
      () => rowsOf(user.id),
      (rows) => rows[0]?.forwardedAt != null,
    );
    expect(forwarded).toMatchObject({ forwardAttempts: 2, lastForwardError: null });
    expect(postsFrom(email)).toHaveLength(2);
    expect(postsFrom(email)[1]).toMatchObject({ sheetName: 'Feedback', email });
  });

  describe('bad input: 400 naming the field, nothing stored', () => {
    const required = [
      'name',
      'email',
      'clients',
      'usage',
      'intuitive',
      'helped',
      'change',
      'missing',
      'longerTerm',
      'price',
    ];

    it.each(required)('%s missing', async (field) => {
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/feedback', { ...answers, [field]: undefined });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
      expect(response.body.error.message).toEqual(expect.any(String));
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it.each([
      ['clients below 0', { clients: -1 }, 'clients'],
      ['clients as text', { clients: 'twelve' }, 'clients'],
      ['clients not whole', { clients: 2.5 }, 'clients'],
      ['helped not one of the three answers', { helped: 'Maybe' }, 'helped'],
      ['a malformed email', { email: 'ava-at-example' }, 'email'],
      ['a blank answer', { usage: '   ' }, 'usage'],
      ['an over-long answer', { missing: 'x'.repeat(2001) }, 'missing'],
    ])('%s', async (_, change, field) => {
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/feedback', { ...answers, ...change });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([field]);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('a user id in the body is refused: the answer always belongs to the signed-in user', async () => {
      const other = await signedInPhotographer(app);
      const { browser, user } = await signedInPhotographer(app);
      const response = await browser.post<ApiErrorBody>('/api/feedback', { ...answers, userId: other.user.id });
      expect(response.status).toBe(400);
      expect(await rowsOf(user.id)).toEqual([]);
      expect(await rowsOf(other.user.id)).toEqual([]);
    });

    it('without a session: 401 and nothing stored', async () => {
      const stranger = app.agent();
      const email = 'stranger-feedback@example.com';
      const response = await stranger.post<ApiErrorBody>('/api/feedback', { ...answers, email });
      expect(response.status).toBe(401);
      expect(await app.server.database.db.select().from(feedback).where(eq(feedback.email, email))).toEqual([]);
    });
  });
});

describe('[FEEDBACK] without a spreadsheet', () => {
  const app = useTestServer('pglite');

  it('stores the answer and leaves it waiting to be forwarded', async () => {
    const { browser, user } = await signedInPhotographer(app);
    expect((await browser.post('/api/feedback', answers)).status).toBe(201);
    const rows = await app.server.database.db.select().from(feedback).where(eq(feedback.userId, user.id));
    expect(rows).toMatchObject([{ usage: answers.usage, forwardedAt: null, forwardAttempts: 0 }]);
  });
});
