import type { ApiErrorBody } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { resendVerificationPerAddressLimit } from '../src/auth/verification-links';
import { createUser, uniqueEmail } from '../src/testing/factories';
import { findLink, readOutbox, waitForMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext } from './dashboard-helpers';

/** Verification links that fail, and "Resend verification e-mail" (login-page.tsx). */
describe.each(testDatabaseKinds)('[AUTH VERIFICATION] on %s', (kind) => {
  const app = useTestServer(kind);
  const context = () => factoryContext(app);
  const resend = (email: string, agent = app.agent()) =>
    agent.post<unknown>('/api/auth/send-verification-email', { email, callbackURL: '/welcome' });
  const verificationMails = async (email: string) =>
    (await readOutbox(app.outboxDir, email)).filter((mail) => /verify/i.test(mail.subject));
  /** A factory user's sign-up mail goes out after the sign-up's answer: counted only once it is in. */
  const afterSignUpMail = async (user: { email: string }) => {
    await waitForMail(app.outboxDir, user.email, /verify/i);
    return user;
  };

  it('a known unverified, an unknown and a verified address get the same answer; only the first gets mail', async () => {
    const unverified = await afterSignUpMail(await createUser(context(), { verified: false }));
    // Made verified, as if its link had been followed: it got no sign-up mail.
    const verified = await createUser(context());
    const unknown = uniqueEmail('nobody');
    const mailsBefore = {
      unverified: (await verificationMails(unverified.email)).length,
      verified: (await verificationMails(verified.email)).length,
    };

    const answers = [await resend(unverified.email), await resend(unknown), await resend(verified.email)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: true });
    }
    await waitForMail(app.outboxDir, unverified.email, /verify/i, { seen: mailsBefore.unverified });
    expect(await verificationMails(verified.email)).toHaveLength(mailsBefore.verified);
    expect(await readOutbox(app.outboxDir, unknown)).toEqual([]);
  });

  it('the link of a resent mail verifies and signs in; followed again, it says it was already used', async () => {
    const user = await afterSignUpMail(await createUser(context(), { verified: false }));
    const seen = (await verificationMails(user.email)).length;
    expect((await resend(user.email)).status).toBe(200);
    const link = findLink(await waitForMail(app.outboxDir, user.email, /verify/i, { seen }), '/api/auth/verify-email');

    const browser = app.agent();
    const followed = await browser.get(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/welcome');
    expect((await browser.get('/api/profile')).status).toBe(200);

    // A signed-out visitor with the used link is told on the login page; a bad link goes there too.
    const again = await app.agent().get(link);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/login?error=ALREADY_VERIFIED');
    const bad = await app.agent().get(link.replace(/token=[^&]+/, 'token=not-a-token'));
    expect(bad.headers.get('location')).toBe('/login?error=INVALID_TOKEN');
  });

  it('resending is rate limited per address (whether or not it has an account) and per client address', async () => {
    for (const email of [(await createUser(context(), { verified: false })).email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      // A new client address each time: only the per-address rule can stop these.
      for (let attempt = 0; attempt < resendVerificationPerAddressLimit.max; attempt++) {
        statuses.push((await resend(email)).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      const limited = await resend(email);
      expect(limited.status).toBe(429);
      expect((limited.body as ApiErrorBody).error.code).toBe('RATE_LIMITED');
    }

    const oneClient = app.agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await resend(uniqueEmail(), oneClient)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
