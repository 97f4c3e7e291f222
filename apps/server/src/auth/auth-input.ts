import {
  accountTexts,
  emailMaxLength,
  findForbiddenText,
  linkUrlMaxLength,
  personNameField,
  twoFactorCodeMaxLength,
} from '@shutterdesk/core';
import { APIError } from 'better-auth/api';

/** Paths whose body names the account holder: their name must keep the limit the forms enforce. */
const namePaths = new Set(['/sign-up/email', '/update-user']);

/** A 400 naming the field, in the shape of our own validation errors. */
/** A change of e-mail without the current password (email-change.ts). */
export const currentPasswordMissing = 'Please enter your current password.';

export function invalidField(field: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
}

/** Where better-auth may send the browser after a link or a form: the app's own pages only. */
const redirectFields = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;
const appPath = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A redirect target in a body or a query must be a path of this app (`/welcome`): better-auth would otherwise
 * send a verification link's visitor to any site named in it, and answer 500 to a relative one (`welcome`).
 */
function refuseForeignRedirects(values: Record<string, unknown>): void {
  for (const field of redirectFields) {
    const value = values[field];
    if (value !== undefined && (typeof value !== 'string' || !appPath.test(value))) {
      throw invalidField(field, 'The address to return to must be a page of this app.');
    }
  }
}

/**
 * The text policy and limits of our own endpoints, for better-auth's: no NUL byte or lone surrogate anywhere
 * (packages/core/src/text-policy.ts), a name of at most 100 characters, an e-mail of at most 254, an image link of
 * at most 2000, a second-factor code of at most 32, and a new password that differs from the current one. Without it a 1 MB name was stored and mailed
 * to whatever address was typed.
 */
export function refuseBadInput(path: string, body: unknown, query: unknown): void {
  if (typeof query === 'object' && query !== null) {
    const forbiddenInQuery = findForbiddenText(query);
    if (forbiddenInQuery) throw invalidField(forbiddenInQuery.path, forbiddenInQuery.message);
    refuseForeignRedirects(query as Record<string, unknown>);
  }
  if (typeof body !== 'object' || body === null) return;
  const forbidden = findForbiddenText(body);
  if (forbidden) throw invalidField(forbidden.path, forbidden.message);
  const fields = body as Record<string, unknown>;
  refuseForeignRedirects(fields);
  if (namePaths.has(path) && (path === '/sign-up/email' || 'name' in fields)) {
    const name = personNameField.safeParse(fields.name);
    if (!name.success) throw invalidField('name', name.error.issues[0]?.message ?? 'Please enter your name.');
  }
  for (const field of ['email', 'newEmail'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw invalidField(field, 'Please enter your email address.');
    if (value.length > emailMaxLength) throw invalidField(field, 'That email address is too long.');
  }
  // better-auth would accept the current password as the new one; the account settings' rule says no.
  if (
    path === '/change-password' &&
    fields.newPassword !== undefined &&
    fields.newPassword === fields.currentPassword
  ) {
    throw invalidField('newPassword', accountTexts.samePassword);
  }
  // Changing the e-mail takes the current password (email-change.ts); a missing one is a form error, not a guess.
  if (path === '/change-email' && (typeof fields.password !== 'string' || fields.password === '')) {
    throw invalidField('password', currentPasswordMissing);
  }
  // A second-factor code is short; a long one is refused before the plugin decrypts and compares anything.
  if (path.startsWith('/two-factor/') && fields.code !== undefined) {
    if (typeof fields.code !== 'string' || fields.code.length > twoFactorCodeMaxLength) {
      throw invalidField('code', `A code is at most ${twoFactorCodeMaxLength} characters.`);
    }
  }
  const image = fields.image;
  if (image !== undefined && image !== null && (typeof image !== 'string' || image.length > linkUrlMaxLength)) {
    throw invalidField('image', `The image link must be text of at most ${linkUrlMaxLength} characters.`);
  }
}
