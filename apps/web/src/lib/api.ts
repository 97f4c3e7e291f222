import type { ApiErrorBody, ErrorCode } from '@shutterdesk/core';
import type { EndpointKey, RequestOf, ResponseOf } from '@shutterdesk/core/api';

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

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
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

type CallOptions<Key extends EndpointKey> = RequestOf<Key> & { signal?: AbortSignal };

/** Options may be left out where the endpoint takes no params, query or body. */
type CallArguments<Key extends EndpointKey> =
  Record<never, never> extends RequestOf<Key> ? [options?: CallOptions<Key>] : [options: CallOptions<Key>];

/** `/api/clients/{id}` with `{ id }` filled in, and the query appended. */
function urlOf(path: string, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const filled = path.replaceAll(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * Calls an endpoint of our same-origin JSON API by its contract's key, `'PATCH /api/clients/{id}'`: the params,
 * query and body it takes and the answer it resolves with are the contract's (packages/core/src/api), so the
 * compiler catches a renamed route or field. Rejects with an ApiError for a non-2xx answer and with the fetch
 * error itself when the server cannot be reached.
 */
export function api<Key extends EndpointKey>(key: Key, ...[options]: CallArguments<Key>): Promise<ResponseOf<Key>> {
  const [method = 'GET', path = ''] = key.split(' ');
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return send(urlOf(path, params, query), method, body, signal) as Promise<ResponseOf<Key>>;
}

async function send(url: string, method: string, body: unknown, signal: AbortSignal | undefined): Promise<unknown> {
  const response = await fetch(url, {
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
  return parsed;
}
