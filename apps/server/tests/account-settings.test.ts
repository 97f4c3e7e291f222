import { accountTexts, defaultLinks, type ApiErrorBody, type Profile } from '@shutterdesk/core';
import { signJWT } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../src/testing/factories';
import { findLink, waitForMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';

describe.each(testDatabaseKinds)('[ACCOUNT] settings on %s', (kind) => {
  const app = useTestServer(kind);

  const links = (overrides: Partial<typeof defaultLinks> = {}) => ({ ...defaultLinks, ...overrides });

  describe('links', () => {
    it('saves all nine at once, putting https:// in front of a link without a scheme', async () => {
      const { browser } = await signedInPhotographer(app);
      const saved = await send<Profile>(
        browser,
        'PUT',
        '/api/profile/links',
        links({ crm: 'crm.example.com', gallery: 'http://pics.example.com/a?b=1', website: '  ' }),
      );
      expect(saved.status).toBe(200);
      expect(saved.body.links).toEqual(
        links({ crm: 'https://crm.example.com', gallery: 'http://pics.example.com/a?b=1' }),
      );
      expect((await browser.get<Profile>('/api/profile')).body.links.crm).toBe('https://crm.example.com');
    });

    it('refuses script and data links, non-addresses and links over 2,000 characters, changing nothing', async () => {
      const { browser } = await signedInPhotographer(app);
      await send(browser, 'PUT', '/api/profile/links', links({ crm: 'crm.example.com' }));
      for (const bad of [
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'not a web address',
        `https://example.com/${'a'.repeat(2000)}`,
      ]) {
        const refused = await send<ApiErrorBody>(browser, 'PUT', '/api/profile/links', links({ crm: bad }));
        expect(refused.status, bad).toBe(400);
        expect(refused.body.error.fields?.crm).toBeTruthy();
      }
      const extra = await send(browser, 'PUT', '/api/profile/links', { ...links(), admin: 'x' });
      expect(extra.status).toBe(400);
      expect((await browser.get<Profile>('/api/profile')).body.links.crm).toBe('https://crm.example.com');
    });

    it('a category card refuses a script link too', async () => {
      const { browser } = await signedInPhotographer(app);
      const refused = await send(browser, 'PUT', '/api/task-categories/link', {
        category: 'CRM',
        url: 'javascript:alert(1)',
      });
      expect(refused.status).toBe(400);
    });

    it('changes only the caller’s links', async () => {
      const owner = await signedInPhotographer(app);
      const other = await signedInPhotographer(app);
      await send(owner.browser, 'PUT', '/api/profile/links', links({ finance: 'pay.example.com' }));
      await send(other.browser, 'PUT', '/api/profile/links', links({ finance: 'other.example.com' }));
      expect((await owner.browser.get<Profile>('/api/profile')).body.links.finance).toBe('https://pay.example.com');
      expect((await app.agent().request('PUT', '/api/profile/links', { json: links() })).status).toBe(401);
    });
  });

  describe('time zone', () => {
    it('saves a known zone and refuses an unknown one', async () => {
      const { browser } = await signedInPhotographer(app);
      const saved = await send<Profile>(browser, 'PUT', '/api/profile/timezone', { timezone: 'Asia/Tokyo' });
      expect(saved.status).toBe(200);
      expect(saved.body.timezone).toBe('Asia/Tokyo');
      const refused = await send(browser, 'PUT', '/api/profile/timezone', { timezone: 'Mars/Olympus_Mons' });
      expect(refused.status).toBe(400);
      expect((await browser.get<Profile>('/api/profile')).body.timezone).toBe('Asia/Tokyo');
    });
  });

  describe('password', () => {
    const change = (browser: Parameters<typeof send>[0], body: Record<string, unknown>) =>
      send<ApiErrorBody>(browser, 'POST', '/api/auth/change-password', body);

    it('refuses a wrong current password, the same password and a short one, changing nothing', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const wrong = await change(browser, { currentPassword: 'not-it-at-all', newPassword: 'brand-new-9' });
      expect(wrong.status).toBe(400);
      const same = await change(browser, { currentPassword: user.password, newPassword: user.password });
      expect(same.status).toBe(400);
      expect(same.body.error.message).toBe(accountTexts.samePassword);
      const short = await change(browser, { currentPassword: user.password, newPassword: 'abc' });
      expect(short.status).toBe(400);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);
    });

    it('changes it and signs out every other device', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const phone = app.agent();
      expect((await phone.signIn(user.email, user.password)).status).toBe(200);
      const changed = await change(browser, {
        currentPassword: user.password,
        newPassword: 'brand-new-9',
        revokeOtherSessions: true,
      });
      expect(changed.status).toBe(200);
      expect((await browser.get('/api/profile')).status).toBe(200);
      expect((await phone.get('/api/profile')).status).toBe(401);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(401);
      expect((await app.agent().signIn(user.email, 'brand-new-9')).status).toBe(200);
    });
  });

  describe('e-mail', () => {
    const requestChange = (browser: Parameters<typeof send>[0], body: Record<string, unknown>) =>
      send<ApiErrorBody>(browser, 'POST', '/api/auth/change-email', { callbackURL: '/account', ...body });
    const changeLink = async (newEmail: string, seen = 0) =>
      findLink(await waitForMail(app.outboxDir, newEmail, /verify|confirm/i, { seen }), '/api/auth/verify-email');
    const emailOf = async (browser: Parameters<typeof send>[0]) =>
      (await browser.get<Profile>('/api/profile')).body.email;

    it('changes only once the link sent to the new address is followed; the old one works until then, and is told', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const newEmail = uniqueEmail();
      const requested = await requestChange(browser, { newEmail, password: user.password });
      expect(requested.status).toBe(200);
      expect(await emailOf(browser)).toBe(user.email);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);

      const followed = await browser.get(await changeLink(newEmail));
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/account');
      expect(await emailOf(browser)).toBe(newEmail);
      expect((await app.agent().signIn(newEmail, user.password)).status).toBe(200);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(401);

      const notice = await waitForMail(app.outboxDir, user.email, /address was changed/i);
      expect(notice.body).toContain(newEmail);
    });

    it('needs the current password: without it, or with a wrong one, nothing is sent', async () => {
      const { browser } = await signedInPhotographer(app);
      const newEmail = uniqueEmail();
      const missing = await requestChange(browser, { newEmail });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields?.password).toEqual(expect.any(String));
      const wrong = await requestChange(browser, { newEmail, password: 'not-my-password-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('INVALID_PASSWORD');
      await expect(waitForMail(app.outboxDir, newEmail, /verify/i, { timeoutMs: 300 })).rejects.toThrow(/No mail/);
    });

    it.each([
      ['null', null],
      ['an array', []],
      ['a string', 'newEmail'],
    ])('a body that is %s is a 400 naming the password, not a 500', async (_kind, body) => {
      const { browser } = await signedInPhotographer(app);
      const answer = await browser.request<ApiErrorBody>('POST', '/api/auth/change-email', {
        rawBody: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.password).toEqual(expect.any(String));
    });

    it('two accounts claiming one new address: the first link followed wins, the other is told and changes nothing', async () => {
      const first = await signedInPhotographer(app);
      const second = await signedInPhotographer(app);
      const newEmail = uniqueEmail('claimed');
      await requestChange(first.browser, { newEmail, password: first.user.password });
      await requestChange(second.browser, { newEmail, password: second.user.password });
      const firstLink = await changeLink(newEmail);
      const secondLink = await changeLink(newEmail, 1);

      const answers = await Promise.all([first.browser.get(firstLink), second.browser.get(secondLink)]);
      const locations = answers.map((answer) => answer.headers.get('location')).sort();
      expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
      expect(locations).toEqual(['/account', '/account?error=EMAIL_TAKEN']);
      const emails = [await emailOf(first.browser), await emailOf(second.browser)];
      expect(emails.filter((email) => email === newEmail)).toHaveLength(1);
      expect(emails).toContain(emails[0] === newEmail ? second.user.email : first.user.email);
    });

    it('an address registered meanwhile: following the link says so and changes nothing', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const newEmail = uniqueEmail('taken');
      await requestChange(browser, { newEmail, password: user.password });
      const link = await changeLink(newEmail);
      expect(
        (await app.agent().post('/api/auth/sign-up/email', { name: 'Nina', email: newEmail, password: 'nina-pass-1' }))
          .status,
      ).toBe(200);

      const followed = await browser.get(link);
      expect(followed.status).toBe(302);
      expect(followed.headers.get('location')).toBe('/account?error=EMAIL_TAKEN');
      expect(await emailOf(browser)).toBe(user.email);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);
    });

    it('a link that expired or is not valid brings a signed-in user back to the account page, anyone else to log in', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const newEmail = uniqueEmail('late');
      await requestChange(browser, { newEmail, password: user.password });
      const link = new URL(await changeLink(newEmail));
      // The same link as mailed, signed with the server's secret, only an hour older.
      const { secret } = await app.server.auth.$context;
      const [, encodedClaims = ''] = link.searchParams.get('token')!.split('.');
      const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as Record<string, unknown>;
      const { exp: _exp, iat: _iat, ...payload } = claims;
      const withToken = (token: string) => {
        const changed = new URL(link);
        changed.searchParams.set('token', token);
        return changed.toString();
      };
      const expired = withToken(await signJWT(payload, secret, -60));
      const forged = withToken(await signJWT(payload, 'another-secret-of-32-characters-at-least', 3600));

      for (const [followed, code] of [
        [expired, 'TOKEN_EXPIRED'],
        [forged, 'INVALID_TOKEN'],
      ] as const) {
        const signedIn = await browser.get(followed);
        expect(signedIn.status).toBe(302);
        expect(signedIn.headers.get('location')).toBe(`/account?error=${code}`);
        const signedOut = await app.agent().get(followed);
        expect(signedOut.headers.get('location')).toBe(`/login?error=${code}`);
      }
      expect(await emailOf(browser)).toBe(user.email);
    });

    it('refuses a return address on another site', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const refused = await requestChange(browser, {
        newEmail: uniqueEmail(),
        password: user.password,
        callbackURL: 'https://evil.example.com',
      });
      expect(refused.status).toBe(400);
    });
  });
});
