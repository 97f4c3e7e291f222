import type { ApiErrorBody } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInPerAccountLimit, signInPerDeviceLimit } from '../src/auth/known-devices';
import { passwordCheckPerAccountLimit } from '../src/auth/password-checks';
import { accounts, rateLimits, users, verifications } from '../src/db/schema';
import { createUser, setBanned, uniqueEmail } from '../src/testing/factories';
import { findLink, readOutbox, waitForMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext } from './dashboard-helpers';

/** What an attacker or an unlucky client sent better-auth's routes, and what they must answer now. */
// Tens of password hashes per test: on a busy 2-core machine some take over the suite's 30 s.
describe.each(testDatabaseKinds)('[AUTH HARDENING] on %s', { timeout: 90_000 }, (kind) => {
  const app = useTestServer(kind);
  const context = () => factoryContext(app);
  const db = () => app.server.database.db;

  const signUp = (body: Record<string, unknown>) =>
    app
      .agent()
      .post<ApiErrorBody>('/api/auth/sign-up/email', { password: 'aperture-22', callbackURL: '/welcome', ...body });

  it('a name over 100 characters is refused on sign-up and on update-user, and nothing is stored or mailed', async () => {
    const email = uniqueEmail('long-name');
    const tooLong = await signUp({ name: 'x'.repeat(1024 * 1024 - 100), email });
    expect(tooLong.status).toBe(413);
    const justOver = await signUp({ name: 'x'.repeat(101), email });
    expect(justOver.status).toBe(400);
    expect(justOver.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: expect.any(String) } });
    expect(await db().$count(users, eq(users.email, email))).toBe(0);
    expect(await readOutbox(app.outboxDir, email)).toEqual([]);

    const user = await createUser(context(), { name: 'Ava Lens' });
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    for (const name of ['y'.repeat(101), null, 42, '   ']) {
      const update = await browser.post<ApiErrorBody>('/api/auth/update-user', { name });
      expect(update.status).toBe(400);
      expect(update.body.error.fields).toEqual({ name: expect.any(String) });
    }
    const [stored] = await db().select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(stored?.name).toBe('Ava Lens');
  });

  it.each([
    ['sign-up', '/api/auth/sign-up/email', { name: 'Ava\u0000', email: 'nul@example.com', password: 'aperture-22' }],
    ['sign-in', '/api/auth/sign-in/email', { email: 'nul@example.com', password: 'pass\u0000word' }],
    ['reset request', '/api/auth/request-password-reset', { email: 'nul\u0000@example.com' }],
    ['verification e-mail', '/api/auth/send-verification-email', { email: 'sur\uD800@example.com' }],
    ['reset', '/api/auth/reset-password', { token: 'tok\u0000', newPassword: 'aperture-22' }],
  ])('a NUL byte or a lone surrogate on %s is a 400 naming the field', async (_name, path, body) => {
    const response = await app.agent().post<ApiErrorBody>(path, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.error.fields ?? {})).toHaveLength(1);
  });

  it('a 10 MB body on any auth route is refused with 413 before it is read', async () => {
    const response = await app.agent().request<ApiErrorBody>('POST', '/api/auth/sign-up/email', {
      rawBody: JSON.stringify({ name: 'A', email: uniqueEmail(), password: 'x'.repeat(10 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 1 MB e-mail on sign-in is a 4xx and writes no rate-limit row for it', async () => {
    const before = await db().$count(rateLimits);
    const response = await app
      .agent()
      .post<ApiErrorBody>('/api/auth/sign-in/email', { email: `${'a'.repeat(60_000)}@example.com`, password: 'x' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.message).toEqual(expect.any(String));
    // Only better-auth's per-address row may have been written, never one keyed by that e-mail.
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.every((key) => key.length < 200)).toBe(true);
    expect(await db().$count(rateLimits)).toBeLessThanOrEqual(before + 1);
  });

  it('successful sign-ins do not lock the owner out; ten failures do, and the key holds no e-mail', async () => {
    const user = await createUser(context());
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await app.agent().signIn(user.email, 'wrong-password')).status).toBe(401);
    }
    const locked = await app.agent().signIn(user.email, user.password);
    expect(locked.status).toBe(429);
    expect((locked.body as ApiErrorBody).error.code).toBe('RATE_LIMITED');
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes(user.email))).toBe(false);
  });

  it('a stranger hammering an address from many addresses locks out unknown browsers, not the owner’s own', async () => {
    const user = await createUser(context());
    const phone = app.agent();
    expect((await phone.signIn(user.email, user.password)).status).toBe(200);
    expect((await phone.post('/api/auth/sign-out')).status).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < signInPerAccountLimit.max + 2; attempt++) {
      statuses.push((await app.agent().signIn(user.email, `guess-${attempt}`)).status);
    }
    expect(statuses.slice(0, signInPerAccountLimit.max).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(signInPerAccountLimit.max)).toEqual([429, 429]);
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(429);

    // The browser that signed in before is the owner's: the strangers' lock does not hold it.
    expect((await phone.signIn(user.email, user.password)).status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(200);

    // A browser known to another account is a stranger to this one.
    const other = await createUser(context());
    const othersLaptop = app.agent();
    expect((await othersLaptop.signIn(other.email, other.password)).status).toBe(200);
    expect((await othersLaptop.signIn(user.email, user.password)).status).toBe(429);
  });

  it('wrong passwords from a known browser lock that browser only, wherever it goes', async () => {
    const user = await createUser(context());
    const laptop = app.agent();
    expect((await laptop.signIn(user.email, user.password)).status).toBe(200);
    /** The same browser on another network: its cookies, a new address (so only the account's rules count). */
    const laptopElsewhere = () => {
      const moved = app.agent();
      for (const [name, value] of laptop.cookies) moved.cookies.set(name, value);
      return moved;
    };
    for (let attempt = 0; attempt < signInPerDeviceLimit.max; attempt++) {
      expect((await laptopElsewhere().signIn(user.email, `typo-${attempt}`)).status).toBe(401);
    }
    expect((await laptopElsewhere().signIn(user.email, user.password)).status).toBe(429);
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);
  });

  it('a password reset for a locked-out account signs in and ends the lockout', async () => {
    const user = await createUser(context());
    for (let attempt = 0; attempt < 11; attempt++) await app.agent().signIn(user.email, 'wrong-password');
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(429);

    const browser = app.agent();
    await browser.post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/update-password' });
    const mail = await waitForMail(app.outboxDir, user.email, /reset/i);
    const landing = await browser.get(findLink(mail, '/api/auth/reset-password/'));
    const token = new URL(landing.headers.get('location') ?? '', app.url).searchParams.get('token') ?? '';
    const reset = await browser.post('/api/password-reset', { token, newPassword: 'fresh-pass-9' });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(200);
    expect((await app.agent().signIn(user.email, 'fresh-pass-9')).status).toBe(200);
  });

  it('guessing reset tokens and passwords is rate limited', async () => {
    const guesser = app.agent();
    const resets: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      resets.push(
        (await guesser.post('/api/password-reset', { token: `guess-${attempt}`, newPassword: 'x-pass-12' })).status,
      );
    }
    expect(resets.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(resets[10]).toBe(429);

    const user = await createUser(context());
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    const checks: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      checks.push((await browser.post('/api/auth/verify-password', { password: `guess-${attempt}` })).status);
    }
    expect(checks.slice(0, 10).every((status) => status >= 400 && status < 429)).toBe(true);
    expect(checks[10]).toBe(429);
  });

  it('password checks of a signed-in account are limited per account, whatever address they come from', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    /** The same session from another address each time, so only the account's limit can answer 429. */
    const elsewhere = () => {
      const moved = app.agent();
      for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
      return moved;
    };
    // Right passwords do not count.
    for (let attempt = 0; attempt < passwordCheckPerAccountLimit.max + 2; attempt++) {
      expect((await elsewhere().post('/api/auth/verify-password', { password: user.password })).status).toBe(200);
    }
    for (let attempt = 0; attempt < passwordCheckPerAccountLimit.max; attempt++) {
      const wrong = await elsewhere().post<ApiErrorBody>('/api/auth/verify-password', { password: `guess-${attempt}` });
      expect(wrong.status).toBe(400);
    }
    const limited = await elsewhere().post<ApiErrorBody>('/api/auth/verify-password', { password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    // Every route that checks the password draws on the same budget.
    const change = await elsewhere().post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new-9',
    });
    expect(change.status).toBe(429);
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);

    const other = await createUser(context());
    const otherBrowser = app.agent();
    await otherBrowser.signIn(other.email, other.password);
    expect((await otherBrowser.post('/api/auth/verify-password', { password: other.password })).status).toBe(200);
  });

  /** Asks for `count` reset links for `email`, one after the other; their tokens, oldest first. */
  async function resetTokens(email: string, count: number): Promise<string[]> {
    const seen = (await readOutbox(app.outboxDir, email)).filter((mail) => /reset/i.test(mail.subject)).length;
    const tokens: string[] = [];
    for (let index = 0; index < count; index++) {
      await app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
      const mail = await waitForMail(app.outboxDir, email, /reset/i, { seen: seen + index });
      tokens.push(new URL(findLink(mail, '/api/auth/reset-password/')).pathname.split('/').pop()!);
    }
    return tokens;
  }
  const passwordHashOf = async (userId: string) =>
    (await db().select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]?.hash;

  it('using one reset link, or changing the password, makes every other reset link of the user dead', async () => {
    const user = await createUser(context());
    const [older, newer] = await resetTokens(user.email, 2);
    expect((await app.agent().post('/api/password-reset', { token: newer, newPassword: 'newer-pass-1' })).status).toBe(
      200,
    );
    const stale = await app
      .agent()
      .post<ApiErrorBody>('/api/password-reset', { token: older, newPassword: 'old-pass-1' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe('INVALID_TOKEN');
    expect((await app.agent().signIn(user.email, 'old-pass-1')).status).toBe(401);

    const [pending] = await resetTokens(user.email, 1);
    const browser = app.agent();
    await browser.signIn(user.email, 'newer-pass-1');
    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: 'newer-pass-1',
      newPassword: 'changed-pass-1',
    });
    expect(changed.status).toBe(200);
    const afterChange = await app
      .agent()
      .post('/api/auth/reset-password', { token: pending, newPassword: 'x-pass-12' });
    expect(afterChange.status).toBe(400);
    expect((await app.agent().signIn(user.email, 'changed-pass-1')).status).toBe(200);
  });

  it('two reset links of one user used at once: one sets the password, the other changes nothing', async () => {
    const user = await createUser(context());
    const [first, second] = await resetTokens(user.email, 2);
    const answers = await Promise.all([
      app.agent().post('/api/password-reset', { token: first, newPassword: 'first-pass-1' }),
      app.agent().post('/api/password-reset', { token: second, newPassword: 'second-pass-2' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first-pass-1' : 'second-pass-2';
    const loser = winner === 'first-pass-1' ? 'second-pass-2' : 'first-pass-1';
    expect((await app.agent().signIn(user.email, winner)).status).toBe(200);
    expect((await app.agent().signIn(user.email, loser)).status).toBe(401);
  });

  it('a banned user’s reset link is refused and changes nothing', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    // Asked for before the ban: a banned user is sent no new link.
    const [token] = await resetTokens(user.email, 1);
    await setBanned(context(), user.id);
    const hashBefore = await passwordHashOf(user.id);

    for (const path of ['/api/password-reset', '/api/auth/reset-password']) {
      const refused = await app.agent().post<ApiErrorBody>(path, { token, newPassword: 'banned-pass-1' });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_BANNED');
    }
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    // The session that shows the banned screen stays, and so does the link.
    expect((await browser.get('/api/profile')).status).toBe(200);
    expect(await db().$count(verifications, eq(verifications.identifier, `reset-password:${token}`))).toBe(1);
  });

  it('a banned user is mailed no reset link, and told the same as any address', async () => {
    const user = await createUser(context());
    await setBanned(context(), user.id);
    const ask = (email: string) =>
      app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    const banned = await ask(user.email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect(banned.status).toBe(200);
    expect(banned.body).toEqual(unknown.body);

    // A user asking after the banned one is mailed: by then the banned one's mail would have gone too.
    const other = await createUser(context());
    await ask(other.email);
    await waitForMail(app.outboxDir, other.email, /reset/i);
    expect((await readOutbox(app.outboxDir, user.email)).filter((mail) => /reset/i.test(mail.subject))).toEqual([]);
    expect(await db().$count(verifications, eq(verifications.value, user.id))).toBe(0);
  });

  it('a POST to the OAuth callback is not reflected into a redirect', async () => {
    const response = await app.agent().request('POST', '/api/auth/callback/google', {
      rawBody: 'state=%3Cscript%3Eevil%3C%2Fscript%3E&code=https%3A%2F%2Fevil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect((response.body as ApiErrorBody).error.code).toBe('NOT_FOUND');
    expect((await app.agent().get('/api/auth/callback/google?state=x&code=evil')).status).toBe(404);
  });

  it('a banned user gets no new session and no account route, but can still sign out', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    expect((await browser.signIn(user.email, user.password)).status).toBe(200);
    await setBanned(context(), user.id);

    const signIn = await app.agent().signIn(user.email, user.password);
    expect(signIn.status).toBe(403);
    expect((signIn.body as ApiErrorBody).error.code).toBe('ACCOUNT_BANNED');

    const update = await browser.post<ApiErrorBody>('/api/auth/update-user', { name: 'Still here' });
    expect(update.status).toBe(403);
    expect(update.body.error.code).toBe('ACCOUNT_BANNED');
    const sessions = await browser.get<ApiErrorBody>('/api/auth/list-sessions');
    expect(sessions.status).toBe(403);

    expect((await browser.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
  });

  it('a verification link sends the browser only to a page of this app (was an open redirect, or a 500)', async () => {
    for (const callbackURL of ['http://evil.example', '//evil.example', 'welcome', '/\\evil.example']) {
      const response = await app
        .agent()
        .get<ApiErrorBody>(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ callbackURL: expect.any(String) });
    }
    const own = await app.agent().get('/api/auth/verify-email?token=x&callbackURL=%2Fwelcome');
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toBe('/login?error=INVALID_TOKEN');
  });

  it('every /api/auth error answer is { error: { code, message } }', async () => {
    const answers = [
      await app.agent().signIn('nobody@example.com', 'wrong-password'),
      await app.agent().post('/api/auth/sign-up/email', {}),
      await app.agent().get('/api/auth/list-sessions'),
      await app.agent().post('/api/auth/no-such-route', {}),
      await app.agent().request('POST', '/api/auth/sign-in/email', {
        rawBody: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
    }
  });
});
