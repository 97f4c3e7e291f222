import { APIError, isAPIError } from 'better-auth/api';

/** Resend requests per address, whoever asks: enough for a lost mail, too few to flood an inbox. */
export const resendVerificationPerAddressLimit = { window: 15 * 60, max: 3 };

/** The code the web app shows for a followed link whose address was verified before (see login-page.tsx). */
export const alreadyVerifiedCode = 'ALREADY_VERIFIED';

/** The claims of a verification token that better-auth has already checked; null when it cannot be read. */
function tokenClaims(token: unknown): { updateTo?: unknown } | null {
  if (typeof token !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
  } catch {
    return null;
  }
}

/** Where a verification link that did not work sends the browser: the login page, which says what happened. */
function toLogin(code: string): APIError {
  return new APIError('FOUND', undefined, { location: `/login?${new URLSearchParams({ error: code })}` });
}

/**
 * better-auth sends a failed link (invalid, expired) to its `callbackURL` with `?error=CODE`, a page that may say
 * nothing of it (the landing page, or /welcome, which a signed-out visitor cannot open), and answers a link that
 * was already used with the plain redirect of a link that worked, only without signing anyone in. Both go to
 * /login with the code instead (ALREADY_VERIFIED for a used one). Links that change an address (their token names
 * `updateTo`) keep better-auth's answer when they work.
 */
export function verificationFailureRedirect(query: unknown, returned: unknown, signedInNow: boolean): APIError | null {
  if (!isAPIError(returned) || returned.statusCode !== 302 || !(returned.headers instanceof Headers)) return null;
  const location = returned.headers.get('location');
  if (location === null) return null;
  const code = new URL(location, 'http://app.invalid').searchParams.get('error');
  if (code) return toLogin(code);
  const { token, callbackURL } = (query ?? {}) as { token?: unknown; callbackURL?: unknown };
  if (signedInNow || location !== callbackURL) return null;
  const claims = tokenClaims(token);
  return claims && claims.updateTo === undefined ? toLogin(alreadyVerifiedCode) : null;
}
