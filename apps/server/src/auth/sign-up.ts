import { emailField, newPasswordField, personNameField } from '@shutterdesk/core';
import { generateRandomString } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { accounts, profiles, sessions, users } from '../db/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { alreadyRegisteredEmail, verificationEmail } from '../mail/templates';
import { invalidField } from './auth-input';
import { addressKey, consumeRateLimit } from './rate-limit';
import { verificationLink, type LinkSigning } from './verification-links';

/** Notices to a registered address that it was registered again: enough to tell its owner, too few to flood them. */
export const alreadyRegisteredNoticeLimit = { window: 15 * 60, max: 3 };

const signUpBody = z.object({
  name: personNameField,
  email: emailField,
  password: newPasswordField,
  callbackURL: z.string().optional(),
});

type UserRow = typeof users.$inferSelect;

/** What a sign-up did: made the account, replaced the password of an unverified one, or found a verified one. */
export interface Registration {
  kind: 'created' | 'replaced' | 'registered';
  user: UserRow;
}

const newId = () => generateRandomString(32);

/**
 * Writes a sign-up in one transaction. A new address gets its user and password. An address not yet verified gets
 * the new password and name in place of the old ones: whoever registered it first never proved it was theirs, and
 * the link they were sent no longer verifies anything (verification-links.ts). It is marked contested too: the
 * password in force may now be a stranger's (one who signed up again after the owner), so following its link has
 * the follower choose the password before anyone is signed in. A verified address is left alone.
 * Two sign-ups of one address at once queue on its row (the second's insert waits for the first's), so the later
 * one replaces the earlier, and one user with one password remains; a user row left without a password by a
 * sign-up cut off half-way gets one. Null when the address's user was deleted between the two statements.
 */
function registerOnce(db: Database, name: string, email: string, passwordHash: string) {
  return db.transaction(async (tx): Promise<Registration | null> => {
    const [created] = await tx
      .insert(users)
      .values({ id: newId(), name, email, emailVerified: false })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const credential = (userId: string) => ({
      id: newId(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    if (created) {
      await tx.insert(accounts).values(credential(created.id));
      return { kind: 'created', user: created };
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!existing) return null;
    if (existing.emailVerified) return { kind: 'registered', user: existing };
    const replaced = await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    await tx.insert(accounts).values(credential(existing.id));
    // A password replaced by another: whoever follows the link now chooses the password (verification-links.ts).
    const contested = existing.signUpContested || replaced.length > 0;
    const [renamed] = await tx
      .update(users)
      .set({ name, updatedAt: new Date(), signUpContested: contested })
      .where(eq(users.id, existing.id))
      .returning();
    await tx.update(profiles).set({ name }).where(eq(profiles.id, existing.id));
    // Nothing may outlive the password it replaces.
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    return { kind: 'replaced', user: renamed ?? existing };
  });
}

/** The account of a sign-up, written as above; the factories of tests and the demo seed make their users with it too. */
export async function register(db: Database, name: string, email: string, passwordHash: string): Promise<Registration> {
  for (;;) {
    const registration = await registerOnce(db, name, email, passwordHash);
    if (registration) return registration;
  }
}

export interface SignUpDependencies {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  signing: LinkSigning;
  hashPassword: (password: string) => Promise<string>;
}

/**
 * POST /api/auth/sign-up/email, answered here instead of by better-auth, whose sign-up kept the first password of
 * an address for good (a stranger could register someone's address and wait) and answered 422 to the second of two
 * sign-ups at once. The answer is the same whoever has the address: `{ token: null, user }`, the user being the new
 * one or, for an address that had an account, one made up for the answer. What differs goes by mail: a new or
 * replaced account gets its verification link, a verified address a notice (a few per quarter hour at most). The
 * answer does not wait for the mail, so its time tells nothing either.
 */
export async function signUp(body: unknown, deps: SignUpDependencies) {
  const parsed = signUpBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(String(issue?.path[0] ?? 'body'), issue?.message ?? 'Please check the form.');
  }
  const { name, password, callbackURL } = parsed.data;
  const email = parsed.data.email.toLowerCase();
  const passwordHash = await deps.hashPassword(password);
  const registration = await register(deps.db, name, email, passwordHash);
  deps.mailer.sendLater(() => mailAbout(registration, passwordHash, callbackURL, deps));
  const now = new Date();
  const { id, createdAt, updatedAt } =
    registration.kind === 'created' ? registration.user : { id: newId(), createdAt: now, updatedAt: now };
  const user = { id, name, email, emailVerified: false, image: null, twoFactorEnabled: false, createdAt, updatedAt };
  return { token: null, user };
}

/** The mail a sign-up sends: the verification link, or the notice to a verified address (null once enough went). */
async function mailAbout(
  registration: Registration,
  passwordHash: string,
  callbackURL: string | undefined,
  { db, appUrl, signing }: SignUpDependencies,
): Promise<MailMessage | null> {
  const { user } = registration;
  if (registration.kind !== 'registered') {
    return verificationEmail(user.email, user.name, await verificationLink(signing, user, passwordHash, callbackURL));
  }
  const noticeKey = addressKey('already-registered-notice', { email: user.email });
  if (!noticeKey || !(await consumeRateLimit(db, noticeKey, alreadyRegisteredNoticeLimit)).allowed) return null;
  return alreadyRegisteredEmail(user.email, user.name, `${appUrl}/login`);
}
