import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../src/auth/rate-limit';
import { accounts, idempotencyKeys, notifications, profiles, rateLimits, users, verifications } from '../src/db/schema';
import { createUser, uniqueEmail } from '../src/testing/factories';
import { findLink, waitForMail } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, send, signedInPhotographer } from './dashboard-helpers';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The server's daily housekeeping (apps/server/src/housekeeping/), run as the reminder scheduler runs it. */
describe.each(testDatabaseKinds)('[HOUSEKEEPING] on %s', (kind) => {
  const app = useTestServer(kind, { REMINDER_INTERVAL_SECONDS: '0' });
  const db = () => app.server.database.db;
  const housekeeping = () => app.server.reminders.cleanUp();

  it('deletes rate-limit rows untouched for a day, and keeps the ones that still count', async () => {
    const now = app.clock.now().getTime();
    const rule = { window: 60 * 60, max: 2 };
    const key = (name: string) => `housekeeping-test|${kind}|${name}`;
    await consumeRateLimit(db(), key('last-week'), rule, now - 7 * day);
    await consumeRateLimit(db(), key('yesterday'), rule, now - day - hour);
    // An address over its limit ten minutes ago stays refused after the housekeeping.
    for (let attempt = 0; attempt < 3; attempt++) await consumeRateLimit(db(), key('blocked'), rule, now - 10 * 60_000);

    await housekeeping();
    const left = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [key('last-week'), key('yesterday'), key('blocked')]));
    expect(left.map((row) => row.key)).toEqual([key('blocked')]);
    expect((await consumeRateLimit(db(), key('blocked'), rule, now)).allowed).toBe(false);
  });

  const daysAgo = (days: number) => new Date(app.clock.now().getTime() - days * day);
  /** Moves an account's sign-up (and its last change) `days` into the past. */
  const age = (userId: string, days: number) =>
    db()
      .update(users)
      .set({ createdAt: daysAgo(days), updatedAt: daysAgo(days) })
      .where(eq(users.id, userId));
  const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
  const signUp = (name: string, email: string, password: string) =>
    app.agent().post('/api/auth/sign-up/email', { name, email, password, callbackURL: '/welcome' });

  it('deletes an account left unverified for 7 days with all it owns, and the address can be taken again', async () => {
    const email = uniqueEmail('abandoned');
    expect((await signUp('Mallory', email, 'attacker-pass-1')).status).toBe(200);
    const abandoned = (await userRow(email))!;
    // What such an account can own: its password, a profile, a reset link, an idempotency key.
    await db().insert(profiles).values({ id: abandoned.id, name: 'Mallory', email });
    await app.agent().post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    await waitForMail(app.outboxDir, email, /reset/i);
    await db()
      .insert(idempotencyKeys)
      .values({ scope: abandoned.id, operation: 'createLead', key: 'k-1', requestHash: 'x' });
    await age(abandoned.id, 8);

    await housekeeping();
    expect(await userRow(email)).toBeUndefined();
    for (const [table, column] of [
      [accounts, accounts.userId],
      [profiles, profiles.id],
      [idempotencyKeys, idempotencyKeys.scope],
    ] as const) {
      expect(await db().$count(table, eq(column, abandoned.id))).toBe(0);
    }
    expect(await db().$count(verifications, eq(verifications.value, abandoned.id))).toBe(0);

    // The address no longer blocks its owner's change of e-mail to it.
    const { user, browser } = await signedInPhotographer(app);
    const requested = await send(browser, 'POST', '/api/auth/change-email', {
      newEmail: email,
      password: user.password,
      callbackURL: '/account',
    });
    expect(requested.status).toBe(200);
    // The first such mail to the address was Mallory's verification link.
    const mail = await waitForMail(app.outboxDir, email, /verify|confirm/i, { seen: 1 });
    const link = findLink(mail, '/api/auth/verify-email');
    expect((await browser.get(link)).headers.get('location')).toBe('/account');
    expect((await userRow(email))?.id).toBe(user.id);
  });

  it('leaves a verified, a recent, a re-registered and a once signed-in account alone', async () => {
    const verified = await createUser(factoryContext(app));
    await age(verified.id, 30);
    const recent = await createUser(factoryContext(app), { verified: false, withProfile: false });
    await age(recent.id, 6);
    const signedInOnce = await createUser(factoryContext(app), { verified: false });
    await db()
      .update(profiles)
      .set({ lastSignInAt: daysAgo(20) })
      .where(eq(profiles.id, signedInOnce.id));
    await age(signedInOnce.id, 20);
    // Registered again today after eight quiet days: its week starts again.
    const reRegistered = uniqueEmail('again');
    await signUp('First Try', reRegistered, 'first-pass-1');
    await age((await userRow(reRegistered))!.id, 8);
    await signUp('Second Try', reRegistered, 'second-pass-2');
    // An archived notification of a kept account goes after 30 days, as before; the account stays.
    await db()
      .insert(notifications)
      .values({
        userId: verified.id,
        type: 'LeadFollowUpApproaching',
        title: 'Old',
        message: 'Old',
        isArchived: true,
        subject: 'housekeeping-old',
        periodKey: '',
        createdAt: daysAgo(31),
      });

    await housekeeping();
    const emails = [verified.email, recent.email, signedInOnce.email, reRegistered];
    const kept = await db().select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(kept.map((row) => row.email).sort()).toEqual(emails.sort());
    expect(await db().$count(notifications, eq(notifications.subject, 'housekeeping-old'))).toBe(0);
    expect((await app.agent().signIn(verified.email, verified.password)).status).toBe(200);
  });
});
