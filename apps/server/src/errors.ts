import { errorStatuses, type ErrorCode, type ForbiddenText } from '@shutterdesk/core';

/**
 * A failure the caller can act on. It carries a code from the table in packages/core/src/errors.ts, never an
 * HTTP status: services speak of what went wrong, and http/errors.ts turns the code into an answer.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get status() {
    return errorStatuses[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');
export const accountBanned = () => new AppError('ACCOUNT_BANNED', 'Your account has been suspended.');
export const notFound = (what = 'That') => new AppError('NOT_FOUND', `${what} was not found.`);
/** A signed-in user whose profile the browser has not created yet (it does so on the first page load). */
export const profileNotFound = () => new AppError('PROFILE_NOT_FOUND', 'No profile exists for this account yet.');

/** What validationFailed reads of a zod failure (the contract validator hands it on as this shape). */
interface ValidationIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Turns a zod failure into VALIDATION_FAILED naming every rejected field. */
export function validationFailed(error: ValidationIssues): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const [first] = error.issues;
  const message = first ? first.message : 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', message, fields);
}

/** A text holding a character no stored text may hold (packages/core/src/text-policy.ts). */
export function forbiddenText({ path, message }: ForbiddenText): AppError {
  return new AppError('VALIDATION_FAILED', message, { [path]: message });
}
