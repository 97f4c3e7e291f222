import { useEffect } from 'react';
import { isApiError } from './api';
import { notify } from './toast';

interface FailureTexts {
  failed: string;
  noAnswer: string;
}

/**
 * The spec has two texts for most failures: 'Failed to …' when the server answered with an error, and 'An error
 * occurred while …' when there was no answer (offline, server unreachable).
 */
export function failureText(error: unknown, texts: FailureTexts): string {
  return isApiError(error) ? texts.failed : texts.noAnswer;
}

/** Toasts the spec's text each time a list's load fails (a failed retry toasts again). */
export function useLoadFailureToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  texts: FailureTexts,
): void {
  const message = query.isError ? failureText(query.error, texts) : null;
  useEffect(() => {
    if (message) notify.error(message);
  }, [message, query.errorUpdatedAt]);
}
