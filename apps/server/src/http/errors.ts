import { errorStatuses, type ApiErrorBody, type ErrorCode } from '@shutterdesk/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one place an error code becomes an HTTP answer: its status from the table, `{ error: { code, message } }`. */
export function respondWithError(c: Context, error: AppError) {
  return errorResponse(c, error.code, error.message, error.fields);
}

/** An error answered rather than thrown, typed with its code's status so a contract can check it. */
export function errorResponse<Code extends ErrorCode>(
  c: Context,
  code: Code,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json(
    errorBody(code, message, fields),
    errorStatuses[code] as (typeof errorStatuses)[Code] & ContentfulStatusCode,
  );
}

/** Hono's own middleware (the body limit, the contract's media-type gate) refuses with an HTTPException: its code by status. */
export function rejectedByMiddleware(error: HTTPException): AppError {
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (error.status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  if (error.status === 400) return new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  return new AppError('REQUEST_REJECTED', error.message || 'The request was refused.');
}
