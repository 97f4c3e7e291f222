import { twoFactorCodeMaxLength, type Profile, type SessionResponse } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorLockout } from '../src/auth/auth';
import { twoFactors, users } from '../src/db/schema';
import { testDatabaseKinds } from '../src/testing/test-server';
import { authenticatorFor, enrolAuthenticator } from '../src/testing/two-factor';
import { useTestServer } from '../src/testing/use-test-server';
import { signedInPhotographer } from './dashboard-helpers';

interface AuthError {
  error: { code: string; message: string };
}

describe.each(testDatabaseKinds)('[ACCOUNT] two-factor sign-in on %s', (kind) => {
  const app = useTestServer(kind);

  const twoFactorRowOf = async (userId: string) =>
    (await app.server.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId)))[0];

  /** A browser that has given the right password and now stands at the code step. */
  async function atCodeStep(email: string, password: string) {
    const browser = app.agent();
    const signIn = await browser.signIn(email, password);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    return browser;
  }

  const signedIn = async (browser: ReturnType<typeof app.agent>) =>
    (await browser.get<SessionResponse>('/api/session')).body.signedIn;

  it('is off until a first code confirms the authenticator, then sign-in asks for a code', async () => {
    const { user, browser } = await signedInPhotographer(app);
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(false);

    const enabled = await browser.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
      password: user.password,
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Shutterdesk:.+\?.*secret=/);
    expect(enabled.body.totpURI).toContain('issuer=Shutterdesk');
    expect(enabled.body.backupCodes).toHaveLength(10);
    // Set up but not confirmed: sign-in does not ask for a code yet.
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(false);
    expect((await app.agent().signIn(user.email, user.password)).body).toMatchObject({ token: expect.any(String) });

    const authenticator = authenticatorFor(enabled.body.totpURI, enabled.body.backupCodes);
    const wrong = await browser.post<AuthError>('/api/auth/two-factor/verify-totp', {
      code: authenticator.wrongCode(),
    });
    expect(wrong.status).toBe(401);
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(false);
    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', { code: authenticator.code() });
    expect(confirmed.status).toBe(200);
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(true);

    // The secret and the backup codes are stored encrypted, never as given.
    const row = await twoFactorRowOf(user.id);
    expect(row?.verified).toBe(true);
    expect(enabled.body.totpURI).not.toContain(row!.secret);
    for (const code of enabled.body.backupCodes) expect(row!.backupCodes).not.toContain(code);

    // The password alone opens nothing now: no session until the code.
    const phone = await atCodeStep(user.email, user.password);
    expect(await signedIn(phone)).toBe(false);
    expect((await phone.get('/api/profile')).status).toBe(401);
    const verified = await phone.post('/api/auth/two-factor/verify-totp', { code: authenticator.code(1) });
    expect(verified.status).toBe(200);
    expect(await signedIn(phone)).toBe(true);
  });

  it('refuses to turn on with a wrong password, storing nothing', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const refused = await browser.post<AuthError>('/api/auth/two-factor/enable', { password: 'not-my-password-1' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('INVALID_PASSWORD');
    expect(await twoFactorRowOf(user.id)).toBeUndefined();
    expect((await app.agent().post('/api/auth/two-factor/enable', { password: user.password })).status).toBe(401);
  });

  it('a backup code signs in once; a used one is refused', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const { backupCodes } = await enrolAuthenticator(browser, user.password);
    const [first] = backupCodes;

    const laptop = await atCodeStep(user.email, user.password);
    expect((await laptop.post('/api/auth/two-factor/verify-backup-code', { code: first })).status).toBe(200);
    expect(await signedIn(laptop)).toBe(true);

    const again = await atCodeStep(user.email, user.password);
    const reused = await again.post<AuthError>('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(reused.status).toBe(401);
    expect(await signedIn(again)).toBe(false);
  });

  it('wrong codes are refused and rate-limited; ten in a row lock the second factor, even for the right code', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const authenticator = await enrolAuthenticator(browser, user.password);

    // One address: three tries in ten seconds, then 429.
    const guesser = await atCodeStep(user.email, user.password);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await guesser.post<AuthError>('/api/auth/two-factor/verify-totp', {
        code: authenticator.wrongCode(),
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('INVALID_CODE');
    }
    const limited = await guesser.post('/api/auth/two-factor/verify-totp', { code: authenticator.code() });
    expect(limited.status).toBe(429);
    expect(await signedIn(guesser)).toBe(false);

    // Many addresses: the account counts every wrong code, and locks the second factor once the budget is spent.
    let failures = 3;
    while (failures < twoFactorLockout.maxFailedAttempts) {
      const next = await atCodeStep(user.email, user.password);
      for (let attempt = 0; attempt < 3 && failures < twoFactorLockout.maxFailedAttempts; attempt += 1) {
        const wrong = await next.post('/api/auth/two-factor/verify-totp', { code: authenticator.wrongCode() });
        expect(wrong.status).toBe(401);
        failures += 1;
      }
    }
    const locked = await atCodeStep(user.email, user.password);
    // The right code not used yet (the current one turned the second factor on, and a code works once).
    const refused = await locked.post<AuthError>('/api/auth/two-factor/verify-totp', { code: authenticator.code(1) });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect(await signedIn(locked)).toBe(false);
    expect((await twoFactorRowOf(user.id))?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('a code signs in once: the one that turned it on, or one used to sign in, is refused the second time', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const authenticator = await enrolAuthenticator(browser, user.password);
    const confirming = await atCodeStep(user.email, user.password);
    const reusedConfirmation = await confirming.post<AuthError>('/api/auth/two-factor/verify-totp', {
      code: authenticator.code(),
    });
    expect(reusedConfirmation.status).toBe(401);
    expect(reusedConfirmation.body.error.code).toBe('INVALID_CODE');
    expect(await signedIn(confirming)).toBe(false);

    const code = authenticator.code(1);
    const laptop = await atCodeStep(user.email, user.password);
    expect((await laptop.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    expect(await signedIn(laptop)).toBe(true);
    const replay = await atCodeStep(user.email, user.password);
    const replayed = await replay.post<AuthError>('/api/auth/two-factor/verify-totp', { code });
    expect(replayed.status).toBe(401);
    expect(await signedIn(replay)).toBe(false);
  });

  it('one code sent from two browsers at once signs in one of them', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const authenticator = await enrolAuthenticator(browser, user.password);
    const browsers = [await atCodeStep(user.email, user.password), await atCodeStep(user.email, user.password)];
    const code = authenticator.code(1);
    const answers = await Promise.all(browsers.map((each) => each.post('/api/auth/two-factor/verify-totp', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect((await Promise.all(browsers.map(signedIn))).sort()).toEqual([false, true]);
  });

  it('a code refused for another reason (the second factor locked) is not used up', async () => {
    const { user, browser } = await signedInPhotographer(app);
    const authenticator = await enrolAuthenticator(browser, user.password);
    const lock = (lockedUntil: Date | null) =>
      app.server.database.db.update(twoFactors).set({ lockedUntil }).where(eq(twoFactors.userId, user.id));
    await lock(new Date(Date.now() + 60_000));
    const code = authenticator.code(1);
    const locked = await atCodeStep(user.email, user.password);
    expect((await locked.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(429);
    await lock(null);
    const unlocked = await atCodeStep(user.email, user.password);
    expect((await unlocked.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
  });

  it('refuses a code that is not text or is too long, before checking it', async () => {
    const { user, browser } = await signedInPhotographer(app);
    await enrolAuthenticator(browser, user.password);
    for (const code of ['1'.repeat(twoFactorCodeMaxLength + 1), 123456, '12\u000034']) {
      // A new sign-in for each, so the per-address limit of three tries does not answer first.
      const step = await atCodeStep(user.email, user.password);
      const refused = await step.post<AuthError>('/api/auth/two-factor/verify-totp', { code });
      expect(refused.status, JSON.stringify(code)).toBe(400);
      expect(await signedIn(step)).toBe(false);
    }
    expect((await twoFactorRowOf(user.id))?.failedVerificationCount).toBe(0);
  });

  it('turning it off needs the password, and sign-in then asks for none', async () => {
    const { user, browser } = await signedInPhotographer(app);
    await enrolAuthenticator(browser, user.password);
    const refused = await browser.post('/api/auth/two-factor/disable', { password: 'not-my-password-1' });
    expect(refused.status).toBe(400);
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(true);

    expect((await browser.post('/api/auth/two-factor/disable', { password: user.password })).status).toBe(200);
    expect((await browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(false);
    expect(await twoFactorRowOf(user.id)).toBeUndefined();
    const [row] = await app.server.database.db
      .select({ enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.enabled).toBe(false);
    expect((await app.agent().signIn(user.email, user.password)).body).toMatchObject({ token: expect.any(String) });
  });

  it('touches only the caller’s second factor', async () => {
    const owner = await signedInPhotographer(app);
    const other = await signedInPhotographer(app);
    await enrolAuthenticator(owner.browser, owner.user.password);
    // Turning it off, or asking for the authenticator's address, reaches only the caller's own second factor.
    expect((await other.browser.post('/api/auth/two-factor/disable', { password: other.user.password })).status).toBe(
      200,
    );
    const uri = await other.browser.post<AuthError>('/api/auth/two-factor/get-totp-uri', {
      password: other.user.password,
    });
    expect(uri.status).toBe(400);
    expect(uri.body.error.code).toBe('TOTP_NOT_ENABLED');
    expect((await owner.browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(true);
    expect((await other.browser.get<Profile>('/api/profile')).body.twoFactorEnabled).toBe(false);
  });
});
