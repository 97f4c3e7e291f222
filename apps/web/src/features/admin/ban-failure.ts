import { adminTexts } from '@shutterdesk/core';
import { isApiError } from '@/lib/api';

/**
 * What the users page keeps in view after a ban or unban that did not go through (the toast only says it failed):
 * the reason of a refusal the server explained ('You cannot ban yourself.'), the fallback for anything else (no
 * answer, a server fault).
 */
export function banFailureText(error: unknown): string {
  return isApiError(error) && error.status < 500 ? error.message : adminTexts.banFailed;
}
