import { isApiError } from './api';

/**
 * The spec has two texts for most failures: 'Failed to …' when the server answered with an error, and 'An error
 * occurred while …' when there was no answer (offline, server unreachable).
 */
export function failureText(error: unknown, texts: { failed: string; noAnswer: string }): string {
  return isApiError(error) ? texts.failed : texts.noAnswer;
}
