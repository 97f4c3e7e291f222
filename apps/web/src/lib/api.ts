import {
  idempotencyKeyHeader,
  idempotentEndpoints,
  type ApiAnswer,
  type ApiErrorBody,
  type ErrorCode,
} from '@shutterdesk/core';
import type { EndpointKey, RequestOf, ResponseOf } from '@shutterdesk/core/api';
import { reportServerAnswered } from './connection';
import { notifyPlanRequired } from './toast';

/** A non-2xx answer of our API (better-auth's routes included): `{ error: { code, message, fields? } }`. */
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
  // Not our answer at all: a proxy's error page, or Node refusing oversized headers.
  return new ApiError(status, `HTTP_${status}`, fallback);
}

/**
 * A JSON body written elsewhere (the CSV import's worker writes one of megabytes), sent as it is: the page then
 * never serialises nor copies it. `Body` is what the JSON holds, so the endpoint's contract still checks the call.
 */
export class EncodedJson<Body> {
  /** Only a type: what the JSON holds. */
  declare readonly holds: Body;
  constructor(readonly json: Blob) {}
}

/** An endpoint's request with its body as a value or as EncodedJson of it. */
type BodyOrEncoded<Request> = Request extends { body: infer Body }
  ? Omit<Request, 'body'> & { body: Body | EncodedJson<Body> }
  : Request;

type CallOptions<Key extends EndpointKey> = BodyOrEncoded<RequestOf<Key>> & {
  signal?: AbortSignal;
  /** Lets the request outlive the page, for what is sent as the page goes away (pagehide). */
  keepalive?: boolean;
};

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
 * The address of an endpoint the browser reaches by itself rather than through api(): a download link, an image, an
 * event stream, a streamed reply. Named by the contract's key like api(), so a renamed route fails the typecheck;
 * `query` is the search string as built (a screen's filters).
 */
export function apiUrl<Key extends EndpointKey>(
  key: Key,
  options: Pick<RequestOf<Key>, Extract<keyof RequestOf<Key>, 'params'>> & { query?: string } = {} as never,
): string {
  const [, path = ''] = key.split(' ');
  const { params, query } = options as { params?: Record<string, string>; query?: string };
  const url = urlOf(path, params);
  return query ? `${url}?${query}` : url;
}

/**
 * Calls an endpoint of our same-origin JSON API by its contract's key, `'PATCH /api/clients/{id}'`: the params,
 * query and body it takes and the answer it resolves with are the contract's (packages/core/src/api), so the
 * compiler catches a renamed route or field. Rejects with an ApiError for a non-2xx answer and with the fetch
 * error itself when the server cannot be reached.
 */
export function api<Key extends EndpointKey>(key: Key, ...[options]: CallArguments<Key>): Promise<ResponseOf<Key>> {
  const [method = 'GET', path = ''] = key.split(' ');
  const { params, query, body, signal, keepalive } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const idempotent = (idempotentEndpoints as readonly string[]).includes(key);
  const request = {
    url: urlOf(path, params, query),
    method,
    body,
    signal,
    keepalive: keepalive ?? false,
    idempotencyKey: idempotent ? newKey() : undefined,
  };
  return sendWithRetries(request) as Promise<ResponseOf<Key>>;
}

interface PendingRequest {
  url: string;
  method: string;
  body: unknown;
  signal: AbortSignal | undefined;
  keepalive: boolean;
  /** Set on the endpoints that create rows (packages/core/src/idempotency.ts): the same for each retry. */
  idempotencyKey: string | undefined;
}

/** Waits before each retry of a create whose request never got an answer (the network dropped, the server restarted). */
const retryDelaysMs = [500, 1500];

/** A key per submit: crypto.randomUUID exists only on https or localhost, a self-hoster's LAN address is neither. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the request; a create that carries an Idempotency-Key is sent again with the same key when fetch itself
 * fails, since the server may have stored the row before the answer was lost: the retry gets that row back instead
 * of making a second. An HTTP error or an abort is final.
 */
async function sendWithRetries(request: PendingRequest): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(request);
    } catch (error) {
      const retryable = request.idempotencyKey && error instanceof TypeError && !request.signal?.aborted;
      if (!retryable || attempt >= retryDelaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
    }
  }
}

type Transport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

/** The browser's fetch; on the server, the API itself for the page being drawn (entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init);

/** Sends every request of this module through `next` from now on: only the server entry calls it, once. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send({ url, method, body, signal, keepalive, idempotencyKey }: PendingRequest): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;
  let response: ApiAnswer;
  try {
    response = await transport(url, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : body instanceof EncodedJson ? body.json : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    // fetch fails with a TypeError when no answer came (an abort is a DOMException): the offline banner shows.
    if (error instanceof TypeError) reportServerAnswered(false);
    throw error;
  }
  reportServerAnswered(true);
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    const error = toApiError(response.status, parsed);
    // A write that needs a plan says so the same way on every screen (lib/toast.tsx).
    if (error.code === 'SUBSCRIPTION_REQUIRED') notifyPlanRequired();
    throw error;
  }
  return parsed;
}
