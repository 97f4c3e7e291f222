import type { APIError } from 'better-auth/api';

/** Our code for a better-auth answer that names none (its rate limiter answers `{ message }` only). */
const codeByStatus: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'REQUEST_REJECTED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'NOT_READY',
};

/** Our error shape; the code may be one of better-auth's own (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS…). */
interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

function errorBodyOf(status: number, body: AuthErrorBody | undefined, fallbackMessage: string): ErrorAnswer {
  const code = typeof body?.code === 'string' && body.code ? body.code : (codeByStatus[status] ?? `HTTP_${status}`);
  const message = typeof body?.message === 'string' && body.message ? body.message : fallbackMessage;
  const fields =
    typeof body?.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : undefined;
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

const fallbackMessage = (status: number) =>
  status >= 500 ? 'Something went wrong on our side. Please try again.' : 'The request was refused.';

/** A better-auth error thrown to the app's error handler (onAPIError.throw), answered in our one error shape. */
export function authErrorResponse(error: APIError): Response {
  const headers = new Headers(error.headers);
  headers.set('content-type', 'application/json');
  const body = errorBodyOf(error.statusCode, error.body, error.message || fallbackMessage(error.statusCode));
  return new Response(JSON.stringify(body), { status: error.statusCode, headers });
}

/**
 * An error better-auth answered itself rather than threw (its rate limiter's 429, an empty body) in our shape, so
 * every /api answer's error reads `{ error: { code, message } }`; other answers pass untouched.
 */
export async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const alreadyOurs = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const reshaped = alreadyOurs
    ? text
    : JSON.stringify(errorBodyOf(response.status, body as AuthErrorBody | undefined, fallbackMessage(response.status)));
  return new Response(reshaped, { status: response.status, headers });
}
