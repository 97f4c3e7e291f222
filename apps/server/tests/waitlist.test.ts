import type { ApiErrorBody, JoinWaitlistResponse } from '@shutterdesk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlist } from '../src/db/schema';
import { uniqueEmail } from '../src/testing/factories';
import { startTestServer, testDatabaseKinds, type TestServer } from '../src/testing/test-server';

describe.each(testDatabaseKinds)('[WAITLIST] on %s', (kind) => {
  let app: TestServer;
  const rowCount = () => app.server.database.db.$count(waitlist);

  beforeAll(async () => {
    app = await startTestServer(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('joining stores the e-mail once; the same e-mail again is a friendly "already on the list"', async () => {
    const email = uniqueEmail('hopeful');
    const before = await rowCount();
    const first = await app.agent().post<JoinWaitlistResponse>('/api/waitlist', { email });
    expect(first).toMatchObject({ status: 201, body: { status: 'joined' } });
    const again = await app.agent().post<JoinWaitlistResponse>('/api/waitlist', { email: `  ${email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 200, body: { status: 'already-joined' } });
    expect(await rowCount()).toBe(before + 1);
  });

  it.each([
    ['a malformed e-mail', { json: { email: 'photographer.example.com' } }, 400, 'Please enter a valid email address.'],
    ['a blank e-mail', { json: { email: '   ' } }, 400, 'Please enter your email address.'],
    ['no e-mail', { json: {} }, 400, 'Please enter your email address.'],
    ['an e-mail that is a list', { json: { email: ['a@example.com'] } }, 400, 'Please enter your email address.'],
    [
      'malformed JSON',
      { rawBody: '{"email"', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is not valid JSON.',
    ],
    [
      'a form body',
      { rawBody: 'email=a@example.com', headers: { 'content-type': 'text/plain' } },
      415,
      'Send the request body as application/json.',
    ],
  ])('%s is refused with a clear message and stores nothing', async (_case, options, status, message) => {
    const before = await rowCount();
    const response = await app.agent().request<ApiErrorBody>('POST', '/api/waitlist', options);
    expect(response.status).toBe(status);
    expect(response.body.error.message).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('one address cannot fill the list: the eleventh request in a minute is refused', async () => {
    const browser = app.agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await browser.post('/api/waitlist', { email: uniqueEmail('flood') })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
