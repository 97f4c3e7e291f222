import type { ApiErrorBody } from '@shutterdesk/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** A failure the caller can act on; mapped to HTTP once, in `respondWithError`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
export const accountBanned = () => new AppError(403, 'ACCOUNT_BANNED', 'Your account has been suspended.');
export const notFound = (what = 'That') => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
/** A signed-in user whose profile the browser has not created yet (it does so on the first page load). */
export const profileNotFound = () => new AppError(404, 'PROFILE_NOT_FOUND', 'No profile exists for this account yet.');

/** Turns a zod failure into a 400 naming every rejected field. */
export function validationFailed(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const [first] = error.issues;
  const message = first ? first.message : 'The request is not valid.';
  return new AppError(400, 'VALIDATION_FAILED', message, fields);
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function respondWithError(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error.message, error.fields), error.status as ContentfulStatusCode);
}
