import {
  defaultClientHeaders,
  defaultNotificationPreferences,
  type ApiErrorBody,
  type Profile,
  type SessionResponse,
} from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, rateLimits, sessions, users } from '../src/db/schema';
import { grantAdmin } from '../src/features/account/service';
import { afterAnnouncement } from '../src/testing/announcements';
import { createUser, setBanned, uniqueEmail } from '../src/testing/factories';
import { findLink, waitForMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';

describe.each(testDatabaseKinds)('[AUTH] on %s', (kind) => {
  const app = useTestServer(kind, { ADMIN_EMAILS: 'boss@example.com' });
  const context = () => ({ auth: app.server.auth, db: app.server.database.db });

  it('registering, verifying by the e-mailed link and loading the profile creates it with the defaults', async () => {
    const browser = app.agent();
    const email = uniqueEmail();
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Rosa Frame',
      email,
      password: 'aperture-22',
      callbackURL: '/welcome',
    });
    expect(signUp.status).toBe(200);
    expect(browser.cookies.size).toBe(0);

    const unverified = await browser.signIn(email, 'aperture-22');
    expect(unverified.status).toBe(403);
    expect((unverified.body as ApiErrorBody).error.code).toBe('EMAIL_NOT_VERIFIED');

    // The refused sign-in mailed a link too: better-auth names no page for it, and it goes to the wizard as well,
    // not to the landing page (which sent the new user on through the dashboard).
    const signInMail = await waitForMail(app.outboxDir, email, /verify/i, { seen: 1 });
    expect(findLink(signInMail, '/api/auth/verify-email')).toContain('callbackURL=%2Fwelcome');

    const mail = await waitForMail(app.outboxDir, email, /verify/i);
    const verified = await browser.get(findLink(mail, '/api/auth/verify-email'));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/welcome');

    const missing = await browser.get<ApiErrorBody>('/api/profile');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('PROFILE_NOT_FOUND');

    const created = await browser.post<Profile>('/api/profile', { timezone: 'Europe/Berlin' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Rosa Frame',
      email,
      points: 0,
      subscription: 'free-trial',
      timezone: 'Europe/Berlin',
      taskCategories: [],
      isBanned: false,
      isAdmin: false,
      clientHeaders: defaultClientHeaders(),
      notificationPreferences: defaultNotificationPreferences(),
    });

    const again = await browser.post<Profile>('/api/profile', { timezone: 'Asia/Tokyo' });
    expect(again.status).toBe(200);
    expect(again.body.timezone).toBe('Europe/Berlin');
    expect((await browser.get<Profile>('/api/profile')).body.id).toBe(created.body.id);
  });

  it('registering an e-mail twice answers exactly like a new registration and creates no second account', async () => {
    const email = uniqueEmail();
    const first = await app.agent().post('/api/auth/sign-up/email', { name: 'One', email, password: 'aperture-22' });
    const second = await app.agent().post('/api/auth/sign-up/email', { name: 'Two', email, password: 'other-pass-9' });
    expect(second.status).toBe(first.status);
    expect(Object.keys(second.body as object).sort()).toEqual(Object.keys(first.body as object).sort());
    const rows = await app.server.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    // Still unverified, so the later sign-up's name and password replace the first's (auth-sign-up.test.ts).
    expect(rows[0]?.name).toBe('Two');
  });

  it.each([
    ['no body at all', { rawBody: '', headers: { 'content-type': 'application/json' } }],
    ['malformed JSON', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }],
    ['a missing password', { json: { name: 'N', email: 'n@example.com' } }],
    ['a malformed e-mail', { json: { name: 'N', email: 'not-an-email', password: 'aperture-22' } }],
    ['a 5-character password', { json: { name: 'N', email: 'short@example.com', password: '12345' } }],
    ['a name that is a number', { json: { name: 42, email: 'num@example.com', password: 'aperture-22' } }],
  ])('sign-up with %s is refused with a 4xx and a message, and stores nothing', async (_case, options) => {
    const before = await app.server.database.db.$count(users);
    const response = await app.agent().request<ApiErrorBody>('POST', '/api/auth/sign-up/email', options);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.message).toEqual(expect.any(String));
    expect(await app.server.database.db.$count(users)).toBe(before);
  });

  it.each([
    ['malformed JSON', { rawBody: '{', headers: { 'content-type': 'application/json' } }],
    ['a missing password', { json: { email: 'n@example.com' } }],
    ['an e-mail that is an object', { json: { email: { $ne: '' }, password: 'x' } }],
  ])('sign-in with %s is refused with a 4xx, never a 500', async (_case, options) => {
    const response = await app.agent().request<ApiErrorBody>('POST', '/api/auth/sign-in/email', options);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.message).toEqual(expect.any(String));
  });

  it('a wrong password is refused without saying whether the account exists', async () => {
    const user = await createUser(context());
    const wrongPassword = await app.agent().signIn(user.email, 'not-the-password');
    const unknownAccount = await app.agent().signIn(uniqueEmail(), 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownAccount.body);
  });

  it('logging out ends the session on the very next request, even for a copied cookie', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    expect((await browser.signIn(user.email, user.password)).status).toBe(200);
    const copy = app.agent();
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    expect((await copy.get('/api/profile')).status).toBe(200);

    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect((await copy.get('/api/profile')).status).toBe(401);
  });

  it('a password reset from the e-mailed link sets the new password and signs the user in', async () => {
    const user = await createUser(context(), { verified: false });
    const browser = app.agent();
    const request = await browser.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/update-password',
    });
    expect(request.status).toBe(200);

    const mail = await waitForMail(app.outboxDir, user.email, /reset/i);
    const landing = await browser.get(findLink(mail, '/api/auth/reset-password/'));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', app.url);
    expect(target.pathname).toBe('/update-password');
    const token = target.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const tooShort = await browser.post<ApiErrorBody>('/api/password-reset', { token, newPassword: '12345' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.fields?.newPassword).toBe('Password must be at least 6 characters.');

    const wrongToken = await browser.post<ApiErrorBody>('/api/password-reset', {
      token: 'nope',
      newPassword: 'new-pass-77',
    });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.error.code).toBe('INVALID_TOKEN');

    const reset = await browser.post('/api/password-reset', { token, newPassword: 'new-pass-77' });
    expect(reset.status).toBe(200);
    expect((await browser.get<Profile>('/api/profile')).body.email).toBe(user.email);

    expect((await app.agent().signIn(user.email, user.password)).status).toBe(401);
    expect((await app.agent().signIn(user.email, 'new-pass-77')).status).toBe(200);
    const reused = await app.agent().post<ApiErrorBody>('/api/password-reset', { token, newPassword: 'third-pass-1' });
    expect(reused.body.error.code).toBe('INVALID_TOKEN');
  });

  it('asking to reset the password of an unknown e-mail answers the same as for a known one and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await app
      .agent()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    expect(response.status).toBe(200);
    await expect(waitForMail(app.outboxDir, email, /reset/i, { timeoutMs: 300 })).rejects.toThrow(/No mail/);
  });

  it('password-reset requests with bad input get a 4xx with the field named', async () => {
    const missing = await app.agent().post<ApiErrorBody>('/api/password-reset', { newPassword: 'new-pass-77' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.token).toBeDefined();
    const notJson = await app.agent().request<ApiErrorBody>('POST', '/api/password-reset', {
      rawBody: 'token=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
  });

  it('sign-in attempts are limited per address, counted in the database', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    const statuses: number[] = [];
    // A different account each time, so only the per-address limit can be the one that stops it.
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await browser.signIn(uniqueEmail(), 'wrong')).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await browser.signIn(user.email, user.password)).status).toBe(429);
    expect(await app.server.database.db.$count(rateLimits)).toBeGreaterThan(0);
    // The limit belongs to that address: another one may still sign in.
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);
  });

  it('sign-in attempts are limited per account, whatever address they come from', async () => {
    const user = await createUser(context());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await app.agent().signIn(user.email, 'wrong')).status);
    expect(statuses[10]).toBe(429);
    expect((await app.agent().signIn(user.email, user.password)).status).toBe(429);
    const other = await createUser(context());
    expect((await app.agent().signIn(other.email, other.password)).status).toBe(200);
  });

  it('a session cookie with a forged signature, or of an expired session, is refused on every API request', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    const cookieName = [...browser.cookies.keys()].find((name) => name.endsWith('session_token'))!;
    const signed = decodeURIComponent(browser.cookies.get(cookieName)!);
    const token = signed.slice(0, signed.lastIndexOf('.'));
    expect((await browser.get('/api/clients')).status).toBe(200);

    const forger = app.agent();
    forger.cookies.set(cookieName, encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`));
    expect((await forger.get('/api/clients')).status).toBe(401);
    forger.cookies.set(cookieName, token);
    expect((await forger.get('/api/clients')).status).toBe(401);

    await app.server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    await afterAnnouncement(kind, async () => expect((await browser.get('/api/clients')).status).toBe(401));
  });

  it('a banned user keeps the session and reads the ban from the profile on the next request', async () => {
    const user = await createUser(context());
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    expect((await browser.get<Profile>('/api/profile')).body.isBanned).toBe(false);
    await setBanned(context(), user.id);
    expect((await browser.get<Profile>('/api/profile')).body.isBanned).toBe(true);
  });

  it('admins come from ADMIN_EMAILS or the stored flag, never from what the client sends', async () => {
    const boss = await createUser(context(), { email: 'boss@example.com', withProfile: false });
    const bossBrowser = app.agent();
    await bossBrowser.signIn(boss.email, boss.password);
    expect((await bossBrowser.post<Profile>('/api/profile', { timezone: 'UTC' })).body.isAdmin).toBe(true);

    const user = await createUser(context(), { withProfile: false });
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    const created = await browser.post<Profile>('/api/profile', {
      timezone: 'UTC',
      id: boss.id,
      isAdmin: true,
      points: 500,
      subscription: 'paid',
    });
    expect(created.body).toMatchObject({ id: user.id, isAdmin: false, points: 0, subscription: 'free-trial' });
  });

  it('granting admin (npm run admin -- grant) marks the user an admin; an unknown e-mail is reported', async () => {
    const user = await createUser(context());
    expect(await grantAdmin(app.server.database.db, user.email.toUpperCase())).toBe(true);
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    expect((await browser.get<Profile>('/api/profile')).body.isAdmin).toBe(true);
    expect(await grantAdmin(app.server.database.db, uniqueEmail('ghost'))).toBe(false);
  });

  it('each user sees only their own profile', async () => {
    const [first, second] = await Promise.all([
      createUser(context(), { name: 'First' }),
      createUser(context(), { name: 'Second' }),
    ]);
    const firstBrowser = app.agent();
    const secondBrowser = app.agent();
    await firstBrowser.signIn(first.email, first.password);
    await secondBrowser.signIn(second.email, second.password);
    expect((await firstBrowser.get<Profile>('/api/profile')).body).toMatchObject({ id: first.id, name: 'First' });
    expect((await secondBrowser.get<Profile>('/api/profile')).body).toMatchObject({ id: second.id, name: 'Second' });
    expect((await app.agent().get('/api/profile')).status).toBe(401);
  });

  it('GET /api/session tells a visitor, a new user and a user with a profile apart, and never fails', async () => {
    const visitor = app.agent();
    expect(await visitor.get<SessionResponse>('/api/session')).toMatchObject({
      status: 200,
      body: { signedIn: false },
    });

    const user = await createUser(context(), { withProfile: false, name: 'Sol Shutter' });
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    expect((await browser.get<SessionResponse>('/api/session')).body).toEqual({ signedIn: true, profile: null });

    await browser.post('/api/profile', { timezone: 'America/Chicago' });
    const withProfile = await browser.get<SessionResponse>('/api/session');
    expect(withProfile.body).toMatchObject({
      signedIn: true,
      profile: { id: user.id, name: 'Sol Shutter', timezone: 'America/Chicago' },
    });

    await setBanned(context(), user.id);
    expect((await browser.get<SessionResponse>('/api/session')).body).toMatchObject({ profile: { isBanned: true } });
  });

  it('creating a profile with an unknown time zone is refused and creates nothing', async () => {
    const user = await createUser(context(), { withProfile: false });
    const browser = app.agent();
    await browser.signIn(user.email, user.password);
    const response = await browser.post<ApiErrorBody>('/api/profile', { timezone: 'Mars/Olympus_Mons' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.timezone).toBe('That time zone is not known.');
    expect(await app.server.database.db.$count(profiles, eq(profiles.id, user.id))).toBe(0);
  });

  it('the database itself refuses negative points', async () => {
    const user = await createUser(context());
    await expect(
      app.server.database.db.update(profiles).set({ points: -1 }).where(eq(profiles.id, user.id)),
    ).rejects.toThrow();
  });
});
