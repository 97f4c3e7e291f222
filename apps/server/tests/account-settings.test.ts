import { accountTexts, defaultLinks, type ApiErrorBody, type Profile } from '@shutterdesk/core';
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
    it('changes only once the link sent to the new address is followed; the old one works until then', async () => {
      const { user, browser } = await signedInPhotographer(app);
      const newEmail = uniqueEmail();
      const requested = await send(browser, 'POST', '/api/auth/change-email', {
        newEmail,
        callbackURL: '/account',
      });
      expect(requested.status).toBe(200);
      expect((await browser.get<Profile>('/api/profile')).body.email).toBe(user.email);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(200);

      const mail = await waitForMail(app.outboxDir, newEmail, /verify|confirm/i);
      const followed = await browser.get(findLink(mail, '/api/auth/verify-email'));
      expect(followed.status).toBe(302);
      expect((await browser.get<Profile>('/api/profile')).body.email).toBe(newEmail);
      expect((await app.agent().signIn(newEmail, user.password)).status).toBe(200);
      expect((await app.agent().signIn(user.email, user.password)).status).toBe(401);
    });

    it('refuses a return address on another site', async () => {
      const { browser } = await signedInPhotographer(app);
      const refused = await send(browser, 'POST', '/api/auth/change-email', {
        newEmail: uniqueEmail(),
        callbackURL: 'https://evil.example.com',
      });
      expect(refused.status).toBe(400);
    });
  });
});
