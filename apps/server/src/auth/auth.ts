// The minimal entry and the two plugins' own entries: the full ones also load Kysely and every other plugin, which
// only slows start-up (the drizzle adapter does all the database work).
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { openAPI } from 'better-auth/plugins/open-api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { BetterAuthOptions } from 'better-auth/types';
import { passwordMaxLength, passwordMinLength } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { clientIpHeader } from '../client-ip-header';
import type { Database } from '../db/client';
import { accounts, profiles, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import { refuseBadInput } from './auth-input';
import { bannedError, isBanned, refuseBannedSession } from './banned-sessions';
import { checkEmailChangePassword, noticeEmailChange } from './email-change';
import { rememberDevice, signInLock } from './known-devices';
import { limitPasswordCheck, settlePasswordCheck } from './password-checks';
import { addressKey, consumeRateLimit, refundRateLimit } from './rate-limit';
import {
  claimRequestedResetLink,
  forgetResetLink,
  forgetResetLinks,
  forgetResetLinksAfterPasswordChange,
  resetLinkLifetimeSeconds,
} from './reset-links';
import { signUp } from './sign-up';
import { claimTwoFactorCode, releaseRefusedTwoFactorCode, totpPeriodSeconds } from './two-factor-codes';
import {
  boundToCredential,
  guardVerificationLink,
  resendVerificationPerAddressLimit,
  verificationFailureRedirect,
} from './verification-links';

/** Wrong second-factor codes in a row before the account's second factor is locked, and for how long (s). */
export const twoFactorLockout = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

export interface AuthOptions {
  db: Database;
  appUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** SUPPORT_EMAIL: whom the old address of a changed e-mail is told to write to. */
  supportEmail: string;
}

/** The links we sign ourselves, as better-auth would: verification links bound to the password (verification-links.ts). */
interface Signing {
  secret: string;
  baseURL: string;
}

/** Per-route limits besides better-auth's default of 100 requests a minute per address. */
const rateLimitRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/verify-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
};

/**
 * In front of every better-auth request: bad input, banned sessions, our own sign-up, the links' and the lockouts'
 * checks. Each refusal comes before anything is counted or claimed.
 */
function beforeEachRequest({ db, mailer, appUrl, secret }: AuthOptions, signing: Signing) {
  return createAuthMiddleware(async (ctx) => {
    refuseBadInput(ctx.path, ctx.body, ctx.query);
    await refuseBannedSession(db, ctx.path, ctx.headers, () => getSessionFromCtx(ctx));
    if (ctx.path === '/sign-up/email') {
      const hashPassword = (password: string) => ctx.context.password.hash(password);
      return ctx.json(await signUp(ctx.body, { db, mailer, appUrl, signing, hashPassword }));
    }
    if (ctx.path === '/verify-email') await guardVerificationLink(db, secret, ctx.query);
    if (ctx.path === '/reset-password') await claimRequestedResetLink(db, ctx.body, ctx.query);
    // No sign-in provider is set up: better-auth's OAuth callback would only echo its request into a redirect.
    if (ctx.path === '/callback/:id') {
      throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'No sign-in provider is set up here.' });
    }
    const lock = ctx.path === '/sign-in/email' ? await signInLock(ctx, db) : null;
    if (lock && !(await consumeRateLimit(db, lock.key, lock.rule)).allowed) {
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'RATE_LIMITED',
        message: 'Too many sign-in attempts. Please try again later.',
      });
    }
    // Besides better-auth's per-IP rule: one inbox is not flooded from many addresses. Every address counts,
    // known or not, so a 429 tells nothing about who has an account.
    const resendKey = ctx.path === '/send-verification-email' ? addressKey('resend-verification', ctx.body) : null;
    if (resendKey && !(await consumeRateLimit(db, resendKey, resendVerificationPerAddressLimit)).allowed) {
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'RATE_LIMITED',
        message: 'Too many requests for this address. Please try again later.',
      });
    }
    // Last: a refusal after these would leave an attempt counted or a code claimed (a wrong password for a new
    // e-mail is one that counts).
    await limitPasswordCheck(ctx, db);
    await checkEmailChangePassword(ctx);
    if (ctx.path === '/two-factor/verify-totp') await claimTwoFactorCode(ctx, db);
  });
}

/** After every better-auth request: what its outcome settles (attempts given back, links forgotten, notices sent). */
function afterEachRequest({ db, mailer, supportEmail }: AuthOptions) {
  return createAuthMiddleware(async (ctx) => {
    // Only failures count toward the lockouts: a sign-in that succeeded gives its attempt back.
    const lock = ctx.path === '/sign-in/email' ? await signInLock(ctx, db) : null;
    if (lock && !isAPIError(ctx.context.returned)) await refundRateLimit(db, lock.key);
    await settlePasswordCheck(ctx, db);
    await forgetResetLinksAfterPasswordChange(ctx, db);
    if (ctx.path === '/two-factor/verify-totp') await releaseRefusedTwoFactorCode(ctx, db);
    await rememberDevice(ctx);
    await noticeEmailChange(ctx, { db, mailer, supportEmail });
    if (ctx.path === '/verify-email') {
      const failure = await verificationFailureRedirect(
        ctx.query,
        ctx.context.returned,
        Boolean(ctx.context.newSession),
        async () => (await getSessionFromCtx(ctx)) !== null,
      );
      if (failure) throw failure;
    }
  });
}

/** What the database's own writes of sessions and users also do to our tables. */
function databaseHooks(db: Database) {
  return {
    session: {
      create: {
        // A banned user gets no new session; the one they had stays, so the browser can show the banned screen.
        before: async (session) => {
          if (await isBanned(db, session.userId)) throw bannedError();
        },
        // The admin users list shows when each user last signed in.
        after: async (session) => {
          await db.update(profiles).set({ lastSignInAt: session.createdAt }).where(eq(profiles.id, session.userId));
        },
      },
    },
    user: {
      update: {
        // The profile repeats the name and e-mail (spec: Profile); keep the copy true.
        after: async (user) => {
          await db.update(profiles).set({ name: user.name, email: user.email }).where(eq(profiles.id, user.id));
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}

/** Sign-in by e-mail and password, and what a reset link does. */
function emailAndPassword({ db, mailer }: AuthOptions) {
  return {
    enabled: true,
    requireEmailVerification: true,
    minPasswordLength: passwordMinLength,
    maxPasswordLength: passwordMaxLength,
    resetPasswordTokenExpiresIn: resetLinkLifetimeSeconds,
    revokeSessionsOnPasswordReset: true,
    // A banned user's reset would be refused (reset-links.ts), so none is mailed and its token goes; the answer
    // is better-auth's, the same for every address.
    sendResetPassword: async ({ user, url, token }) => {
      if (await isBanned(db, user.id)) return forgetResetLink(db, token);
      await mailer.send(passwordResetEmail(user.email, user.name, url));
    },
    // Following the reset link proves the address is theirs, so it counts as verified (and the password chosen
    // ends a contested sign-up, verification-links.ts); no other link works now.
    onPasswordReset: async ({ user }) => {
      await db.update(users).set({ emailVerified: true, signUpContested: false }).where(eq(users.id, user.id));
      await forgetResetLinks(db, user.id);
    },
  } satisfies BetterAuthOptions['emailAndPassword'];
}

export function createAuth(options: AuthOptions) {
  const { db, appUrl, secret, mailer, logger } = options;
  const basePath = '/api/auth';
  const signing: Signing = { secret, baseURL: `${appUrl}${basePath}` };
  return betterAuth({
    appName: 'Shutterdesk',
    baseURL: appUrl,
    basePath,
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: emailAndPassword(options),
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) =>
        mailer.send(verificationEmail(user.email, user.name, await boundToCredential(db, signing, url, token))),
    },
    user: {
      // A new address is used only once the link sent to it is followed; the old one stays in force until then.
      // It takes the current password, and the old address is told (email-change.ts).
      changeEmail: { enabled: true },
    },
    session: {
      // Off, so a ban or a sign-out elsewhere is seen on the very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100, customRules: rateLimitRules },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: appUrl.startsWith('https://'),
    },
    hooks: { before: beforeEachRequest(options, signing), after: afterEachRequest(options) },
    plugins: [
      // Its document joins ours at /api/openapi.json; its own reference page would load a script from a CDN.
      openAPI({ disableDefaultReference: true }),
      // Authenticator-app codes (TOTP) with backup codes. Once a user has verified a code, sign-in answers
      // `twoFactorRedirect` and the session exists only after /two-factor/verify-totp (or a backup code). Each code
      // works once (two-factor-codes.ts). Wrong codes are limited twice: per address (three requests in 10 s, the
      // plugin's rule) and per account (ten in a row lock the second factor for 15 minutes).
      twoFactor({
        issuer: 'Shutterdesk',
        totpOptions: { period: totpPeriodSeconds },
        accountLockout: twoFactorLockout,
      }),
    ],
    databaseHooks: databaseHooks(db),
    // Unexpected failures reach the app's error handler, which answers them in the API's one error shape (a
    // database outage as 503); better-auth would answer an empty 500.
    onAPIError: { throw: true },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ source: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
