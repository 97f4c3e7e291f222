import { createHash } from 'node:crypto';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verifications } from '../db/schema';
import type { AuthHookContext } from './hook-context';

/** The authenticator's period (seconds), handed to the plugin so that the two cannot drift apart. */
export const totpPeriodSeconds = 30;

/** How long the plugin takes a code: its own period and one either side (its window of one step). */
const codeLifetimeSeconds = 3 * totpPeriodSeconds;

/** The user a code is for: the signed-in one (turning the second factor on), or the one halfway through signing in. */
async function codeOwner(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  if (!challenge) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value ?? null;
}

/** The row that marks a code used, keyed by a hash so the table holds no codes. */
async function usedCodeId(ctx: AuthHookContext): Promise<string | null> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return null;
  const userId = await codeOwner(ctx);
  return userId ? `two-factor-code:${createHash('sha256').update(`${userId}:${code}`).digest('hex')}` : null;
}

/**
 * A TOTP code signs in once (RFC 6238, section 5.2): before the plugin checks it, the code is claimed for its user
 * in the verifications table, where better-auth sweeps expired rows, for as long as the plugin would take it. A
 * second use, one after the other or at the same moment on another instance, finds the claim and is refused as a
 * wrong code would be. A claim that has expired is taken over.
 */
export async function claimTwoFactorCode(ctx: AuthHookContext, db: Database): Promise<void> {
  const id = await usedCodeId(ctx);
  if (!id) return;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + codeLifetimeSeconds * 1000);
  const [claimed] = await db
    .insert(verifications)
    .values({ id, identifier: id, value: 'used', expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: verifications.id,
      set: { expiresAt, createdAt: now, updatedAt: now },
      setWhere: sql`${verifications.expiresAt} <= ${now}`,
    })
    .returning({ id: verifications.id });
  if (!claimed) throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
}

/** A code the plugin refused (wrong, or the second factor locked) is not used up: its claim is given back. */
export async function releaseRefusedTwoFactorCode(ctx: AuthHookContext, db: Database): Promise<void> {
  if (!isAPIError(ctx.context.returned)) return;
  const id = await usedCodeId(ctx);
  if (id) await db.delete(verifications).where(eq(verifications.id, id));
}
