import { createHmac } from 'node:crypto';
import { contestedSignUpReason, emailLinkErrors } from '@shutterdesk/core';
import { APIError, createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema';
import { issueResetLink } from './reset-links';

/** Resend requests per address, whoever asks: enough for a lost mail, too few to flood an inbox. */
export const resendVerificationPerAddressLimit = { window: 15 * 60, max: 3 };

/** The code the web app shows for a followed link whose address was verified before (see login-page.tsx). */
export const alreadyVerifiedCode = 'ALREADY_VERIFIED';

/** The code of a link whose address was registered again after it was sent (see login-page.tsx). */
export const replacedLinkCode = 'LINK_REPLACED';

/** What a verification token says: the address, the user, and for a change of address the new one. */
interface VerificationClaims {
  email?: unknown;
  userId?: unknown;
  updateTo?: unknown;
  /** Ours: the password the link was sent for (credentialFingerprint). */
  credential?: unknown;
}

/** The claims of a verification token, unchecked (for choosing where an answer goes); null when unreadable. */
function tokenClaims(token: unknown): VerificationClaims | null {
  if (typeof token !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as VerificationClaims;
  } catch {
    return null;
  }
}

/**
 * What a verification link is bound to: the password set when it was sent. A short HMAC of the stored hash, so the
 * link tells nothing about the password, and a later sign-up of the address (which sets another) leaves it dead.
 */
export function credentialFingerprint(secret: string, passwordHash: string): string {
  return createHmac('sha256', secret).update(passwordHash).digest('base64url').slice(0, 22);
}

export async function credentialHashOf(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** Where a link is made: the secret that signs it and better-auth's base URL (`APP_URL/api/auth`). */
export interface LinkSigning {
  secret: string;
  baseURL: string;
}

/**
 * Where a verified address's user goes when the link names no page: better-auth's own links (a sign-in while
 * unverified) say '/'. An address is verified before its first sign-in, so its user has not been through the
 * onboarding wizard yet: '/' went on to the dashboard and from there to the wizard, three screens for one.
 */
const firstSignInPage = '/welcome';
const afterVerifying = (callbackURL: string | undefined) =>
  callbackURL === undefined || callbackURL === '/' ? firstSignInPage : callbackURL;

/** The link that verifies `user`'s address for as long as their password stays `passwordHash` (one hour at most). */
export async function verificationLink(
  { secret, baseURL }: LinkSigning,
  user: { id: string; email: string },
  passwordHash: string,
  callbackURL: string | undefined,
): Promise<string> {
  const token = await createEmailVerificationToken(secret, user.email, undefined, undefined, {
    userId: user.id,
    credential: credentialFingerprint(secret, passwordHash),
  });
  return `${baseURL}/verify-email?${new URLSearchParams({ token, callbackURL: afterVerifying(callbackURL) })}`;
}

/**
 * A verification link better-auth made (a resend, a sign-in while unverified) bound to the password in force, as
 * the sign-up's own link is. A link that changes an address is left as it is.
 */
export async function boundToCredential(db: Database, signing: LinkSigning, url: string, token: string) {
  const claims = tokenClaims(token);
  if (!claims || claims.updateTo !== undefined) return url;
  if (typeof claims.userId !== 'string' || typeof claims.email !== 'string') return url;
  const passwordHash = await credentialHashOf(db, claims.userId);
  // Without a password there is nothing the link may sign in to: left unbound, it verifies nothing.
  if (!passwordHash) return url;
  const callbackURL = new URL(url).searchParams.get('callbackURL') ?? undefined;
  return verificationLink(signing, { id: claims.userId, email: claims.email }, passwordHash, callbackURL);
}

/**
 * Before a link that would verify an address (and sign in, `autoSignInAfterVerification`):
 * - it is refused unless it was sent for the password in force: after a second sign-up of an unverified address,
 *   the first one's link is dead, so whoever set the earlier password is not let in by the owner following it;
 * - when the address was signed up for with more than one password (`signUpContested`), the one in force may be a
 *   stranger's who signed up again after the owner, and the owner may be the one following its link. So nobody is
 *   signed in with it: the follower gets a reset link there and then, and goes to choose the password
 *   (/update-password). Choosing it verifies the address and signs them in (POST /api/password-reset); until then
 *   the address stays unverified, so the stored password signs no one in, and the link works again (a closed tab).
 * A link of an address that is verified already, or one better-auth itself refuses (forged, expired, unknown user),
 * is left to better-auth's answer.
 */
export async function guardVerificationLink(db: Database, secret: string, query: unknown): Promise<void> {
  const { token, callbackURL } = (query ?? {}) as { token?: unknown; callbackURL?: unknown };
  if (typeof token !== 'string') return;
  const claims = await verifyJWT<VerificationClaims>(token, secret);
  if (!claims || claims.updateTo !== undefined || typeof claims.userId !== 'string') return;
  const [user] = await db
    .select({ emailVerified: users.emailVerified, signUpContested: users.signUpContested })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.emailVerified) return;
  const passwordHash = await credentialHashOf(db, claims.userId);
  if (!passwordHash || claims.credential !== credentialFingerprint(secret, passwordHash)) {
    if (callbackURL !== undefined) throw toLogin(replacedLinkCode);
    throw new APIError('UNAUTHORIZED', {
      code: replacedLinkCode,
      message: 'This link was replaced by a newer one: use the link in the newest e-mail.',
    });
  }
  if (user.signUpContested) {
    const resetToken = await issueResetLink(db, claims.userId);
    const location = `/update-password?${new URLSearchParams({ token: resetToken, reason: contestedSignUpReason })}`;
    throw new APIError('FOUND', undefined, { location });
  }
}

function redirectWithError(page: '/login' | '/account', code: string): APIError {
  return new APIError('FOUND', undefined, { location: `${page}?${new URLSearchParams({ error: code })}` });
}

/** Where a verification link that did not work sends the browser: the login page, which says what happened. */
function toLogin(code: string): APIError {
  return redirectWithError('/login', code);
}

/**
 * better-auth sends a failed link (invalid, expired) to its `callbackURL` with `?error=CODE`, a page that may say
 * nothing of it (the landing page, or /welcome, which a signed-out visitor cannot open), and answers a link that
 * was already used with the plain redirect of a link that worked, only without signing anyone in. Both go to
 * /login with the code instead (ALREADY_VERIFIED for a used one), except that a browser signed in already is sent
 * to /account for a code its Profile section explains (`emailLinkErrors`): /login would pass a signed-in user on to
 * the dashboard, and the message with it, and the link such a user follows is one to change their address. Links
 * that change an address (their token names `updateTo`) keep better-auth's answer when they work.
 */
export async function verificationFailureRedirect(
  query: unknown,
  returned: unknown,
  signedInNow: boolean,
  isSignedIn: () => Promise<boolean>,
): Promise<APIError | null> {
  if (!isAPIError(returned) || returned.statusCode !== 302 || !(returned.headers instanceof Headers)) return null;
  const location = returned.headers.get('location');
  if (location === null) return null;
  const code = new URL(location, 'http://app.invalid').searchParams.get('error');
  if (code)
    return Object.hasOwn(emailLinkErrors, code) && (await isSignedIn())
      ? redirectWithError('/account', code)
      : toLogin(code);
  const { token, callbackURL } = (query ?? {}) as { token?: unknown; callbackURL?: unknown };
  if (signedInNow || location !== callbackURL) return null;
  const claims = tokenClaims(token);
  return claims && claims.updateTo === undefined ? toLogin(alreadyVerifiedCode) : null;
}
