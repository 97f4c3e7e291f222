import { adminTexts } from '@shutterdesk/core';
import { isApiError } from '../../lib/api';

/**
 * The toast of a ban or unban that did not go through: a refusal the server explained ('You cannot ban yourself.')
 * with its reason, anything else (no answer, a server fault) with the fallback.
 */
export function banFailureText(error: unknown): string {
  return isApiError(error) && error.status < 500
    ? `${adminTexts.banToastFailed}: ${error.message}`
    : adminTexts.banFailed;
}
