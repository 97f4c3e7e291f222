import { accountTexts, emailTakenCode } from '@shutterdesk/core';
import { getSessionFromCtx, isAPIError } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { errorChain } from '../db/errors';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { emailChangedEmail } from '../mail/templates';
import { currentPasswordMissing, invalidField } from './auth-input';
import type { AuthHookContext } from './hook-context';

/**
 * Changing the account's e-mail (better-auth's /change-email, then the link mailed to the new address):
 * - it takes the current password, so an open session alone cannot move the account to another address;
 * - a link whose new address another account got first (another change, a sign-up) says so on the account page
 *   instead of failing on the unique e-mail;
 * - the old address is told once the change is made.
 */

/** Before /change-email: the current password, checked as better-auth checks it for its own sensitive routes. */
export async function checkEmailChangePassword(ctx: AuthHookContext): Promise<void> {
  if (ctx.path !== '/change-email') return;
  // Before better-auth validates the body: a body that is not an object has no password to check (a 400, not a 500).
  if (typeof (ctx.body as { password?: unknown } | null)?.password !== 'string') {
    throw invalidField('password', currentPasswordMissing);
  }
  const session = await getSessionFromCtx(ctx);
  if (session) await ctx.context.password.checkPassword(session.user.id, ctx);
}

/** Where a failed link's answer goes: its return page with `?error=`, a page of this app (auth-input.ts). */
function withError(callbackURL: string, code: string): string {
  const target = new URL(callbackURL, 'http://app.invalid');
  target.searchParams.set('error', code);
  return `${target.pathname}${target.search}`;
}

/**
 * The answer to a change-of-address link whose update broke the unique e-mail: another account took the address
 * after the link was sent, or at the same moment. Null for any other failure, which goes on to the error handler.
 */
export function emailTakenAnswer(request: Request, error: unknown): Response | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith('/verify-email')) return null;
  const isTaken = [...errorChain(error)].some(
    ({ code, constraint }) => code === '23505' && constraint === 'users_email_unique',
  );
  if (!isTaken) return null;
  const callbackURL = url.searchParams.get('callbackURL');
  if (callbackURL)
    return new Response(null, { status: 302, headers: { location: withError(callbackURL, emailTakenCode) } });
  return Response.json({ error: { code: emailTakenCode, message: accountTexts.emailTaken } }, { status: 409 });
}

interface ChangeClaims {
  email?: unknown;
  updateTo?: unknown;
  userId?: unknown;
  requestType?: unknown;
}

/** After /verify-email: a change of address that went through is told to the old address. */
export async function noticeEmailChange(
  ctx: AuthHookContext,
  { db, mailer, supportEmail }: { db: Database; mailer: Mailer; supportEmail: string },
): Promise<void> {
  if (ctx.path !== '/verify-email') return;
  const { token, callbackURL } = (ctx.query ?? {}) as { token?: unknown; callbackURL?: unknown };
  const returned = ctx.context.returned;
  // A link that worked answers its return page as it is; one that failed adds `?error=` or answers an error.
  const succeeded = isAPIError(returned)
    ? returned.headers instanceof Headers && returned.headers.get('location') === callbackURL
    : true;
  if (!succeeded || typeof token !== 'string') return;
  const claims = await verifyJWT<ChangeClaims>(token, ctx.context.secret);
  if (claims?.requestType !== 'change-email-verification' || typeof claims.userId !== 'string') return;
  if (typeof claims.email !== 'string' || typeof claims.updateTo !== 'string') return;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (user?.email !== claims.updateTo) return;
  const oldEmail = claims.email;
  const newEmail = claims.updateTo;
  // The answer (the return page) does not wait for this mail.
  mailer.sendLater(async () => emailChangedEmail(oldEmail, user.name, newEmail, supportEmail));
}
