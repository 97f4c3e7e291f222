import { contestedSignUpReason, type ApiErrorBody, type SessionResponse } from '@shutterdesk/core';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alreadyRegisteredNoticeLimit } from '../src/auth/sign-up';
import { accounts, users } from '../src/db/schema';
import { createUser, uniqueEmail } from '../src/testing/factories';
import { findLink, readOutbox, waitForMail, type ReceivedMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext } from './dashboard-helpers';

/**
 * Registering an address someone may already have registered (docs/decisions/0009-hardening.md, "Identity, round
 * two"): the link in the inbox verifies only the password set with it, and the answer never says who has an account.
 */
describe.each(testDatabaseKinds)('[AUTH SIGN-UP] on %s', (kind) => {
  const app = useTestServer(kind);
  const context = () => factoryContext(app);
  const db = () => app.server.database.db;

  const signUp = (name: string, email: string, password: string) =>
    app.agent().post('/api/auth/sign-up/email', { name, email, password, callbackURL: '/welcome' });
  const verificationMail = (email: string, seen = 0) => waitForMail(app.outboxDir, email, /verify/i, { seen });
  const verifyLink = (mail: ReceivedMail) => findLink(mail, '/api/auth/verify-email');
  const signedIn = async (browser: ReturnType<typeof app.agent>) =>
    (await browser.get<SessionResponse>('/api/session')).body.signedIn;
  const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const credentialCount = async (userId: string) =>
    db().$count(accounts, and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  /**
   * Where a followed link of a contested address leads: /update-password with a reset token and the reason; null
   * for anywhere else.
   */
  const choosePasswordToken = (location: string | null) => {
    const target = new URL(location ?? '/', app.url);
    if (target.pathname !== '/update-password' || target.searchParams.get('reason') !== contestedSignUpReason) {
      return null;
    }
    return target.searchParams.get('token');
  };
  /** Follows `link` in `browser`, which must be sent to choose a password, and chooses `password` there. */
  const followAndChoosePassword = async (browser: ReturnType<typeof app.agent>, link: string, password: string) => {
    const followed = await browser.get(link);
    expect(followed.status).toBe(302);
    const token = choosePasswordToken(followed.headers.get('location'));
    expect(token, `${followed.headers.get('location')}`).toEqual(expect.any(String));
    expect(await signedIn(browser)).toBe(false);
    expect((await browser.post('/api/password-reset', { token, newPassword: password })).status).toBe(200);
  };
  /** The shape of an answer: its status and the names of its fields, which must not tell addresses apart. */
  const shapeOf = (answer: { status: number; body: unknown }) => {
    const body = answer.body as { user?: object };
    return { status: answer.status, keys: Object.keys(body).sort(), userKeys: Object.keys(body.user ?? {}).sort() };
  };

  it('a second sign-up of an unverified address replaces its password and name and mails a fresh link; the first link is dead, the fresh one asks for the password', async () => {
    const email = uniqueEmail('contested');
    expect((await signUp('Mallory', email, 'attacker-pass-1')).status).toBe(200);
    const attackersLink = verifyLink(await verificationMail(email));

    expect((await signUp('Olivia Owner', email, 'owner-pass-1')).status).toBe(200);
    const ownersMail = await verificationMail(email, 1);
    expect(ownersMail.body).toContain('Hi Olivia Owner');

    // The link mailed for the first sign-up verifies nothing and signs no one in.
    const stale = app.agent();
    const followedStale = await stale.get(attackersLink);
    expect(followedStale.status).toBe(302);
    expect(followedStale.headers.get('location')).toBe('/login?error=LINK_REPLACED');
    expect(await signedIn(stale)).toBe(false);
    expect((await userRow(email))?.emailVerified).toBe(false);

    // Two passwords were given for the address: following the link in force sets the password, then signs in.
    const owner = app.agent();
    await followAndChoosePassword(owner, verifyLink(ownersMail), 'owner-pass-1');
    expect(await signedIn(owner)).toBe(true);
    expect(await userRow(email)).toMatchObject({ name: 'Olivia Owner', emailVerified: true });
    expect((await app.agent().signIn(email, 'attacker-pass-1')).status).toBe(401);
    expect((await app.agent().signIn(email, 'owner-pass-1')).status).toBe(200);
  });

  it('a stranger signing up again after the owner gains nothing: the newest link, greeting them, has the owner choose the password', async () => {
    const email = uniqueEmail('takeover');
    await signUp('Mallory', email, 'attacker-pass-1');
    await verificationMail(email);
    await signUp('Olivia Owner', email, 'owner-pass-1');
    await verificationMail(email, 1);
    await signUp('Mallory', email, 'attacker-pass-2');
    const newest = await verificationMail(email, 2);
    expect(newest.body).toContain('Hi Mallory');

    // Followed, but the password not chosen yet (the tab closed): nobody is in, and the link works again.
    const firstTab = await app.agent().get(verifyLink(newest));
    expect(choosePasswordToken(firstTab.headers.get('location'))).toEqual(expect.any(String));
    expect((await userRow(email))?.emailVerified).toBe(false);
    expect((await app.agent().signIn(email, 'attacker-pass-2')).status).toBe(403);

    const owner = app.agent();
    await followAndChoosePassword(owner, verifyLink(newest), 'owner-pass-1');
    expect(await signedIn(owner)).toBe(true);
    expect(await userRow(email)).toMatchObject({ emailVerified: true });
    for (const password of ['attacker-pass-1', 'attacker-pass-2']) {
      expect((await app.agent().signIn(email, password)).status).toBe(401);
    }
    expect((await app.agent().signIn(email, 'owner-pass-1')).status).toBe(200);
    // The first tab's token died with the password chosen in the second; the link itself was used.
    const firstToken = choosePasswordToken(firstTab.headers.get('location'));
    const late = await app.agent().post<ApiErrorBody>('/api/password-reset', {
      token: firstToken,
      newPassword: 'attacker-pass-3',
    });
    expect(late.body.error.code).toBe('INVALID_TOKEN');
    expect((await app.agent().get(verifyLink(newest))).headers.get('location')).toBe('/login?error=ALREADY_VERIFIED');
    // Signing up once more now changes nothing.
    await signUp('Mallory', email, 'attacker-pass-3');
    expect((await app.agent().signIn(email, 'attacker-pass-3')).status).toBe(401);
    expect((await app.agent().signIn(email, 'owner-pass-1')).status).toBe(200);
  });

  it('two sign-ups of one address at the same moment: either link followed asks for the password, or says it was replaced', async () => {
    const email = uniqueEmail('together');
    await Promise.all([signUp('Mallory', email, 'attacker-pass-1'), signUp('Olivia Owner', email, 'owner-pass-1')]);
    await verificationMail(email, 1);
    const mails = (await readOutbox(app.outboxDir, email)).filter((mail) => /verify/i.test(mail.subject));
    expect(mails).toHaveLength(2);

    const browsers = mails.map(() => app.agent());
    const followed = await Promise.all(mails.map((mail, index) => browsers[index]!.get(verifyLink(mail))));
    const locations = followed.map((answer) => answer.headers.get('location'));
    expect(locations.filter((location) => location === '/login?error=LINK_REPLACED')).toHaveLength(1);
    const diverted = locations.findIndex((location) => choosePasswordToken(location) !== null);
    expect(diverted).toBeGreaterThanOrEqual(0);
    for (const browser of browsers) expect(await signedIn(browser)).toBe(false);

    const owner = browsers[diverted]!;
    const token = choosePasswordToken(locations[diverted]!);
    expect((await owner.post('/api/password-reset', { token, newPassword: 'owner-pass-9' })).status).toBe(200);
    expect(await signedIn(owner)).toBe(true);
    for (const password of ['attacker-pass-1', 'owner-pass-1']) {
      expect((await app.agent().signIn(email, password)).status).toBe(401);
    }
    expect((await app.agent().signIn(email, 'owner-pass-9')).status).toBe(200);
  });

  it('a sign-up of a verified address answers as for a new one, changes nothing and tells the owner, a few times at most', async () => {
    const owner = await createUser(context(), { name: 'Vera Verified' });
    const fresh = await signUp('Newcomer', uniqueEmail('fresh'), 'fresh-pass-1');
    const unverified = await createUser(context(), { verified: false });
    const again = await signUp('Someone', unverified.email, 'other-pass-1');
    const taken = await signUp('Mallory', owner.email, 'attacker-pass-1');
    expect(shapeOf(taken)).toEqual(shapeOf(fresh));
    expect(shapeOf(again)).toEqual(shapeOf(fresh));
    expect((taken.body as { user: { id: string } }).user.id).not.toBe(owner.id);

    expect((await app.agent().signIn(owner.email, 'attacker-pass-1')).status).toBe(401);
    expect((await app.agent().signIn(owner.email, owner.password)).status).toBe(200);
    expect(await userRow(owner.email)).toMatchObject({ name: 'Vera Verified', emailVerified: true });
    const notice = await waitForMail(app.outboxDir, owner.email, /already have/i);
    expect(notice.body).toContain(`${app.url}/login`);

    for (let attempt = 0; attempt < 5; attempt++) await signUp('Mallory', owner.email, 'attacker-pass-1');
    await waitForMail(app.outboxDir, owner.email, /already have/i, { seen: alreadyRegisteredNoticeLimit.max - 1 });
    // Mail goes out after the answer: a moment for any that should not have.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = (await readOutbox(app.outboxDir, owner.email)).filter((mail) => /already have/i.test(mail.subject));
    expect(notices).toHaveLength(alreadyRegisteredNoticeLimit.max);
  });

  it('two sign-ups of one address at once: both answered alike, one account, and only the link of the password in force works', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      signUp('First Racer', email, 'first-pass-1'),
      signUp('Second Racer', email, 'second-pass-2'),
    ]);
    expect(answers.map(shapeOf)).toEqual([shapeOf(answers[1]!), shapeOf(answers[1]!)]);
    expect(answers[0]?.status).toBe(200);
    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(await credentialCount(rows[0]!.id)).toBe(1);

    await verificationMail(email, 1);
    const mails = (await readOutbox(app.outboxDir, email)).filter((mail) => /verify/i.test(mail.subject));
    expect(mails).toHaveLength(2);
    const winner = rows[0]!.name;
    const [winnersPassword, losersPassword] =
      winner === 'First Racer' ? ['first-pass-1', 'second-pass-2'] : ['second-pass-2', 'first-pass-1'];
    const losersMail = mails.find((mail) => !mail.body.includes(`Hi ${winner}`))!;
    const winnersMail = mails.find((mail) => mail.body.includes(`Hi ${winner}`))!;

    const loser = app.agent();
    expect((await loser.get(verifyLink(losersMail))).headers.get('location')).toBe('/login?error=LINK_REPLACED');
    expect(await signedIn(loser)).toBe(false);
    const owner = app.agent();
    await followAndChoosePassword(owner, verifyLink(winnersMail), winnersPassword);
    expect(await signedIn(owner)).toBe(true);
    expect((await app.agent().signIn(email, losersPassword)).status).toBe(401);
    expect((await app.agent().signIn(email, winnersPassword)).status).toBe(200);
  });

  it('a single sign-up keeps the plain flow: its link, or a resent one, verifies and signs in at once', async () => {
    const email = uniqueEmail('single');
    await signUp('Sole Owner', email, 'sole-pass-1');
    await verificationMail(email);
    expect(
      (await app.agent().post('/api/auth/send-verification-email', { email, callbackURL: '/welcome' })).status,
    ).toBe(200);
    const browser = app.agent();
    expect((await browser.get(verifyLink(await verificationMail(email, 1)))).headers.get('location')).toBe('/welcome');
    expect(await signedIn(browser)).toBe(true);
    expect((await app.agent().signIn(email, 'sole-pass-1')).status).toBe(200);
  });

  it('a sign-up cut off before its password was stored is completed by the next one', async () => {
    const email = uniqueEmail('half');
    const id = randomBytes(16).toString('hex');
    await db().insert(users).values({ id, name: 'Half Done', email, emailVerified: false });

    expect((await signUp('Whole Again', email, 'whole-pass-1')).status).toBe(200);
    const browser = app.agent();
    expect((await browser.get(verifyLink(await verificationMail(email)))).headers.get('location')).toBe('/welcome');
    expect(await credentialCount(id)).toBe(1);
    expect((await app.agent().signIn(email, 'whole-pass-1')).status).toBe(200);
  });

  it('a link resent by the owner verifies the password in force; a stale one from before a new sign-up does not', async () => {
    const email = uniqueEmail('resend');
    await signUp('Early Bird', email, 'early-pass-1');
    await verificationMail(email);
    expect(
      (await app.agent().post('/api/auth/send-verification-email', { email, callbackURL: '/welcome' })).status,
    ).toBe(200);
    const resent = verifyLink(await verificationMail(email, 1));
    await signUp('Late Bird', email, 'late-pass-1');
    const fresh = verifyLink(await verificationMail(email, 2));

    expect((await app.agent().get(resent)).headers.get('location')).toBe('/login?error=LINK_REPLACED');
    await followAndChoosePassword(app.agent(), fresh, 'late-pass-1');
    expect((await app.agent().signIn(email, 'early-pass-1')).status).toBe(401);
    expect((await app.agent().signIn(email, 'late-pass-1')).status).toBe(200);
  });
});
