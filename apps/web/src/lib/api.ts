import type { ApiErrorBody } from '@shutterdesk/core';

/** A non-2xx answer of our API (or of better-auth, whose errors are `{ code, message }` at the top level). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(status: number, body: unknown): ApiError {
  const fallback = `Request failed (${status})`;
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields } = (body as unknown as ApiErrorBody).error;
    return new ApiError(status, code || `HTTP_${status}`, message || fallback, fields);
  }
  if (isRecord(body)) {
    const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
    const message = typeof body.message === 'string' && body.message ? body.message : fallback;
    return new ApiError(status, code, message);
  }
  return new ApiError(status, `HTTP_${status}`, fallback);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls our same-origin JSON API. Resolves with the parsed body; rejects with an ApiError for a non-2xx answer
 * and with the fetch error itself when the server cannot be reached.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed as T;
}
