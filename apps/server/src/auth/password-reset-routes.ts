import { apiContracts } from '@shutterdesk/core/api';
import { APIError } from 'better-auth/api';
import { accountBanned, AppError } from '../errors';
import type { Routing } from '../http/routing';
import { clientIpHeader } from '../client-ip-header';
import type { Database } from '../db/client';
import type { Auth } from './auth';
import { isBanned } from './banned-sessions';
import { accountKeyFor, clearRateLimit, consumeRateLimit } from './rate-limit';

/** Attempts per address per minute, as better-auth allows its own reset endpoint. */
const passwordResetLimit = { window: 60, max: 10 };

const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This reset link has expired or was already used. Please request a new one.');

/**
 * POST /api/password-reset: sets the new password from the e-mailed token and signs the user in, so the
 * reset link lands them on their dashboard as the spec's flow expects (better-auth alone would not sign in).
 */
export function passwordResetRoutes(db: Database, auth: Auth, { router, route }: Routing) {
  return router().openapi(route(apiContracts.completePasswordReset), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    // Tokens are long and random, but an endpoint that says whether one is good must not be free to ask.
    const address = c.req.header(clientIpHeader) ?? 'unknown';
    if (!(await consumeRateLimit(db, `password-reset|${address}`, passwordResetLimit)).allowed) {
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.');
    }
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || verification.expiresAt < new Date()) throw invalidToken();
    const user = await context.internalAdapter.findUserById(verification.value);
    if (!user) throw invalidToken();
    // Checked before anything changes: a banned user's reset would otherwise set the password and then be refused.
    if (await isBanned(db, user.id)) throw accountBanned();
    try {
      await auth.api.resetPassword({ body: { token, newPassword }, headers: c.req.raw.headers });
    } catch (error) {
      if (error instanceof APIError) {
        if (error.body?.code === 'INVALID_TOKEN') throw invalidToken();
        if (error.body?.code === 'ACCOUNT_BANNED') throw accountBanned();
        throw new AppError('RESET_FAILED', error.message);
      }
      throw error;
    }
    // Following the link proved the address is theirs: a lockout from someone else's guessing ends here.
    await clearRateLimit(db, accountKeyFor(user.email));
    const signedIn = await auth.api.signInEmail({
      body: { email: user.email, password: newPassword },
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of signedIn.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    return c.json({ ok: true as const }, 200);
  });
}
