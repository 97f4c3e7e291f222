import { OpenAPIHono } from '@hono/zod-openapi';
import type { AnyEndpoint } from '@shutterdesk/core/api';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findForbiddenText } from '@shutterdesk/core';
import { AppError, forbiddenText, validationFailed } from '../errors';
import type { AppBindings } from './context';
import { errorResponse } from './errors';

/** Largest JSON body an endpoint accepts unless its registration says otherwise. */
export const defaultMaxBodyBytes = 64 * 1024;

/** A bulk delete may list 10,000 uuids (about 400 kB of JSON). */
export const bulkDeleteMaxBodyBytes = 512 * 1024;

/**
 * A CSV import of 10,000 rows with every column is about 7 MB of JSON; a long order note in each stays under this.
 * A larger body (a 50 MB file) is refused before it is read.
 */
export const importMaxBodyBytes = 16 * 1024 * 1024;

export interface RouteOptions {
  /** The largest body this endpoint accepts; a larger one is refused before it is read whole. */
  maxBodyBytes?: number;
}

/**
 * @hono/zod-openapi types what a handler may answer from each response's media type: a JSON one as `c.json()` of its
 * schema, any other but text as a plain Response. It reads `application/x-ndjson` as JSON, though, and then accepts
 * no answer at all for it; so a stream's media type is shown to it unnamed, and the stream's handler answers with
 * the Response it builds. The registered route, and so the document, keeps the real media type.
 */
type StreamsAsResponses<Responses> = {
  [Status in keyof Responses]: Responses[Status] extends { content: { 'application/json': unknown } }
    ? Responses[Status]
    : Responses[Status] extends { description: string; content: Record<string, infer Media> }
      ? { description: string; content: { [mediaType: string]: Media } }
      : Responses[Status];
};

/** A contract as @hono/zod-openapi registers it: our `access` and `errors` become route middleware. */
export type ServerRoute<Contract extends AnyEndpoint> = Omit<Contract, 'access' | 'errors' | 'responses'> & {
  responses: StreamsAsResponses<Contract['responses']>;
  middleware: MiddlewareHandler<AppBindings>[];
};

export interface RoutingOptions {
  /** The session check (auth/require-user.ts), handed in so http/ does not import auth/. */
  requireUser: (options?: { allowBanned?: boolean; requirePlan?: boolean }) => MiddlewareHandler<AppBindings>;
  /** requireUser for the admin area: also an admin, with two-factor sign-in unless the server waives it. */
  requireAdmin: MiddlewareHandler<AppBindings>;
  /** Check every answer against its contract (development and tests): an answer that breaks it becomes a 500. */
  validateResponses: boolean;
}

/** Input the contract's schemas refuse: a bad path id is an unknown row (404), anything else a 400 naming fields. */
const rejectInvalidInput = (
  result: { success: true } | { success: false; error: Parameters<typeof validationFailed>[0]; target?: string },
) => {
  if (result.success) return;
  if (result.target === 'param') throw new AppError('NOT_FOUND', result.error.issues[0]?.message ?? 'Not found.');
  throw validationFailed(result.error);
};

const requireJsonBody: MiddlewareHandler<AppBindings> = async (c, next) => {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  let body: unknown;
  try {
    // Parsed once here; the contract's validator reads the parsed body from Hono's cache.
    body = await c.req.json();
  } catch {
    throw new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  const found = findForbiddenText(body);
  if (found) throw forbiddenText(found);
  await next();
};

/** The text policy for the query string; bodies are checked as they are parsed, path ids must be uuids anyway. */
const refuseForbiddenTextInQuery: MiddlewareHandler<AppBindings> = async (c, next) => {
  const found = findForbiddenText(c.req.query());
  if (found) throw forbiddenText(found);
  await next();
};

/**
 * A size limit that refuses a larger body with 413 before it is read whole. Hono's bodyLimit asks the request for its
 * body first, which makes the Node adapter build a whole Fetch Request (headers copied, an AbortController) and read
 * the body through a stream, on every request. A GET or HEAD has no body, and a declared Content-Length is the body's
 * size (Node's parser reads no more), so only a body without one (chunked) is counted as it streams. Counting it
 * reads it (into memory, up to `maxSize`), so the first limit a request meets is the one that holds: a route's
 * limit must not sit behind a larger one.
 */
export function limitBody(maxSize: number): MiddlewareHandler<AppBindings> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  const limitStream = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declaredLength = c.req.header('content-length');
    if (declaredLength === undefined || c.req.header('transfer-encoding') !== undefined) return limitStream(c, next);
    if (Number.parseInt(declaredLength, 10) > maxSize) throw tooLarge();
    return next();
  };
}

/** Fails an answer whose status, body or error code its contract does not declare. */
function checkResponse(contract: AnyEndpoint): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    // Failures on our side (500) and a database outage (503) can happen anywhere; every contract declares them.
    if (status === 500 || status === 503) return;
    const problem = await responseProblem(contract, status, c.res);
    if (!problem) return;
    c.get('logger').error({ operationId: contract.operationId, status, problem }, 'answer breaks its contract');
    c.res = undefined;
    c.res = errorResponse(c, 'INTERNAL_ERROR', `The answer broke its contract: ${problem}`);
  };
}

async function responseProblem(contract: AnyEndpoint, status: number, response: Response): Promise<string | null> {
  const declared = contract.responses[status];
  if (!declared) return `status ${status} is not declared`;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema || !response.headers.get('content-type')?.startsWith('application/json')) return null;
  const result = schema.safeParse(await response.clone().json());
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  if (status >= 400) {
    const { code } = (result.data as { error: { code: AnyEndpoint['errors'][number] } }).error;
    if (!contract.errors.includes(code)) return `error code ${code} is not declared`;
  }
  return null;
}

/**
 * How features register their endpoints: `routing.router()` makes a feature's router and `routing.route(contract)`
 * turns a contract into the route @hono/zod-openapi registers and validates, with the contract's access check
 * and a body limit in front, so a handler only ever sees a signed-in caller and input its schemas accepted.
 */
export function createRouting({ requireUser, requireAdmin, validateResponses }: RoutingOptions) {
  const accessChecks = {
    public: [],
    user: [requireUser()],
    subscriber: [requireUser({ requirePlan: true })],
    'user-even-banned': [requireUser({ allowBanned: true })],
    admin: [requireAdmin],
  } satisfies Record<AnyEndpoint['access'], MiddlewareHandler<AppBindings>[]>;

  return {
    router: () => new OpenAPIHono<AppBindings>({ defaultHook: rejectInvalidInput }),
    route<Contract extends AnyEndpoint>(
      contract: Contract,
      { maxBodyBytes = defaultMaxBodyBytes }: RouteOptions = {},
    ): ServerRoute<Contract> {
      const { access, errors: _errors, ...config } = contract;
      const middleware: MiddlewareHandler<AppBindings>[] = [
        ...(validateResponses ? [checkResponse(contract)] : []),
        ...accessChecks[access],
        ...(contract.request.query ? [refuseForbiddenTextInQuery] : []),
        ...(contract.request.body ? [limitBody(maxBodyBytes), requireJsonBody] : []),
      ];
      return { ...config, middleware } as ServerRoute<Contract>;
    },
  };
}

export type Routing = ReturnType<typeof createRouting>;
