import type { z } from 'zod';
import { apiErrorBodySchema, errorStatuses, type ErrorCode } from '../errors';

/**
 * One endpoint's contract: method, path, who may call it, and the zod schemas of its params, query, body and
 * answers. The server registers and validates the route from it (apps/server/src/http/routing.ts), the web
 * client is typed from it (apps/web/src/lib/api.ts), and the OpenAPI document is generated from it. Its shape is
 * the route configuration of @hono/zod-openapi plus `access` and `errors`, which the server strips.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: anyone; a signed-in user who is not banned; such a user whose plan gives access now, while billing
 * is on (without billing the same as 'user'; docs/decisions/0020-billing-access.md: the product's writes and the AI
 * helper); a signed-in user even when banned (only what the banned screen itself needs); or an admin who is not
 * banned and, unless the server is told otherwise, has two-factor sign-in on.
 */
export type Access = 'public' | 'user' | 'subscriber' | 'user-even-banned' | 'admin';

type SuccessStatus = 200 | 201 | 204;

interface RequestParts {
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
}

/** The body of an answer: JSON by default, or a stream whose format the description states. */
type ResponseBody = z.ZodType | { contentType: `${string}/${string}`; schema: z.ZodType } | null;

/** What the OpenAPI document shows of an operation, and who may call it. */
interface Operation<M extends HttpMethod, P extends string, A extends Access> {
  operationId: string;
  method: M;
  /** OpenAPI style: `/api/clients/{id}`. */
  path: P;
  summary: string;
  description?: string;
  access: A;
}

interface EndpointDefinition<
  M extends HttpMethod,
  P extends string,
  A extends Access,
  Request extends RequestParts,
  S extends SuccessStatus,
  Body extends ResponseBody,
  E extends ErrorCode,
> extends Operation<M, P, A> {
  tags: readonly [string];
  request?: Request;
  /**
   * The success status; 200 unless it creates (201) or answers with no body (204). An endpoint that may create
   * or find (201 or 200) lists both.
   */
  status?: S | readonly S[];
  response: Body;
  /** The codes this endpoint may answer with besides those its access and input imply. */
  errors?: readonly E[];
}

type JsonContent<Schema extends z.ZodType> = { 'application/json': { schema: Schema } };

type BuiltRequest<Request extends RequestParts> = {
  [Part in keyof Request as Part extends 'body' ? never : Part]: Request[Part];
} & (Request['body'] extends z.ZodType
  ? { body: { required: true; content: JsonContent<Request['body']> } }
  : Record<never, never>);

type SuccessResponse<Body extends ResponseBody> = Body extends z.ZodType
  ? { description: string; content: JsonContent<Body> }
  : Body extends { contentType: infer Type extends string; schema: infer Schema extends z.ZodType }
    ? { description: string; content: { [T in Type]: { schema: Schema } } }
    : { description: string };

/** Codes every endpoint of that access may answer with. */
type AccessErrors<A extends Access> = A extends 'public'
  ? never
  : A extends 'user'
    ? 'UNAUTHENTICATED' | 'ACCOUNT_BANNED'
    : A extends 'subscriber'
      ? 'UNAUTHENTICATED' | 'ACCOUNT_BANNED' | 'SUBSCRIPTION_REQUIRED'
      : A extends 'admin'
        ? 'UNAUTHENTICATED' | 'ACCOUNT_BANNED' | 'ADMIN_ONLY' | 'TWO_FACTOR_REQUIRED'
        : 'UNAUTHENTICATED';
/** Any endpoint may fail on our side, or find the database unreachable; a write may be refused as cross-site. */
type ServerErrors<M extends HttpMethod> =
  'INTERNAL_ERROR' | 'NOT_READY' | (M extends 'get' ? never : 'REQUEST_REJECTED');
type InputErrors<Request extends RequestParts> =
  | (Request['body'] extends z.ZodType
      ? 'VALIDATION_FAILED' | 'MALFORMED_JSON' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'
      : never)
  | (Request['query'] extends z.ZodType ? 'VALIDATION_FAILED' : never)
  | (Request['headers'] extends z.ZodType ? 'VALIDATION_FAILED' | 'IDEMPOTENCY_KEY_REUSED' : never)
  | (Request['params'] extends z.ZodType ? 'NOT_FOUND' : never);

type ErrorResponse = { description: string; content: JsonContent<typeof apiErrorBodySchema> };
type ErrorResponses<Code extends ErrorCode> = { [Status in (typeof errorStatuses)[Code]]: ErrorResponse };

export interface Endpoint<
  M extends HttpMethod,
  P extends string,
  A extends Access,
  Request extends RequestParts,
  S extends SuccessStatus,
  Body extends ResponseBody,
  E extends ErrorCode,
> extends Operation<M, P, A> {
  tags: string[];
  /** Every error code the endpoint may answer with, its access's and input's included. */
  errors: E[];
  security: { session: [] }[];
  request: BuiltRequest<Request>;
  responses: { [Status in S]: SuccessResponse<Body> } & ErrorResponses<E>;
}

/** Any endpoint's contract, as code that handles every endpoint alike (registration, documents, tests) sees it. */
export interface AnyEndpoint {
  operationId: string;
  method: HttpMethod;
  path: string;
  tags: string[];
  summary: string;
  access: Access;
  errors: ErrorCode[];
  request: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    headers?: z.ZodObject;
    body?: { content: JsonContent<z.ZodType> };
  };
  responses: Partial<Record<number, { description: string; content?: Record<string, { schema: z.ZodType }> }>>;
}

/** The name of the session cookie scheme in the OpenAPI document. */
export const sessionSecurityScheme = 'session';

const accessErrorCodes: Record<Access, ErrorCode[]> = {
  public: [],
  user: ['UNAUTHENTICATED', 'ACCOUNT_BANNED'],
  subscriber: ['UNAUTHENTICATED', 'ACCOUNT_BANNED', 'SUBSCRIPTION_REQUIRED'],
  'user-even-banned': ['UNAUTHENTICATED'],
  admin: ['UNAUTHENTICATED', 'ACCOUNT_BANNED', 'ADMIN_ONLY', 'TWO_FACTOR_REQUIRED'],
};

function accessErrors(access: Access): ErrorCode[] {
  return accessErrorCodes[access];
}

function serverErrors(method: HttpMethod): ErrorCode[] {
  return method === 'get' ? ['INTERNAL_ERROR', 'NOT_READY'] : ['INTERNAL_ERROR', 'NOT_READY', 'REQUEST_REJECTED'];
}

function inputErrors(request: RequestParts): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (request.body) codes.push('VALIDATION_FAILED', 'MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (request.query) codes.push('VALIDATION_FAILED');
  if (request.headers) codes.push('VALIDATION_FAILED', 'IDEMPOTENCY_KEY_REUSED');
  if (request.params) codes.push('NOT_FOUND');
  return codes;
}

function successResponse(description: string, body: ResponseBody) {
  if (body === null) return { description };
  if ('contentType' in body) return { description, content: { [body.contentType]: { schema: body.schema } } };
  return { description, content: { 'application/json': { schema: body } } };
}

function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatuses[code], [...(byStatus.get(errorStatuses[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => [
      status,
      {
        description: `\`error.code\` is one of: ${statusCodes.join(', ')}.`,
        content: { 'application/json': { schema: apiErrorBodySchema } },
      },
    ]),
  );
}

/** Builds an endpoint's contract; the error codes its access and input imply are added to those it lists. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  const A extends Access,
  Request extends RequestParts = Record<never, never>,
  const S extends SuccessStatus = 200,
  Body extends ResponseBody = null,
  const E extends ErrorCode = never,
>(
  definition: EndpointDefinition<M, P, A, Request, S, Body, E>,
): Endpoint<M, P, A, Request, S, Body, E | AccessErrors<A> | InputErrors<Request> | ServerErrors<M>> {
  const {
    access,
    request = {} as Request,
    status = 200 as S,
    response,
    errors: listed = [],
    ...operation
  } = definition;
  const errors = [
    ...new Set([...accessErrors(access), ...inputErrors(request), ...listed, ...serverErrors(operation.method)]),
  ];
  const statuses: readonly SuccessStatus[] = typeof status === 'number' ? [status] : status;
  const { body, ...otherParts } = request;
  const built = {
    ...operation,
    tags: [...operation.tags],
    access,
    errors,
    security: access === 'public' ? [] : [{ [sessionSecurityScheme]: [] }],
    request: body
      ? { ...otherParts, body: { required: true, content: { 'application/json': { schema: body } } } }
      : otherParts,
    responses: {
      ...errorResponses(errors),
      ...Object.fromEntries(statuses.map((code) => [code, successResponse(operation.summary, response)])),
    },
  };
  return built as unknown as Endpoint<
    M,
    P,
    A,
    Request,
    S,
    Body,
    E | AccessErrors<A> | InputErrors<Request> | ServerErrors<M>
  >;
}

/** The schema of a path's row id: an id that is not a uuid can name no row, so it is answered 404 like one. */
export const rowIdPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
