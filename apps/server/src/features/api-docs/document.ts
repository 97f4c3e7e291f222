import type { OpenAPIHono } from '@hono/zod-openapi';
import { sessionSecurityScheme } from '@shutterdesk/core/api';
import type { Auth } from '../../auth/auth';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
/** The app's own generator: every contract registered so far. */
type GenerateOwnDocument = OpenAPIHono['getOpenAPI31Document'];

/** Where better-auth's own endpoints are mounted (its document names them without this prefix). */
const authBasePath = '/api/auth';

/**
 * The OpenAPI 3.1 document of the whole API: every contract the app registered (packages/core/src/api), and
 * better-auth's endpoints from its OpenAPI plugin under /api/auth, tagged "Auth".
 */
export async function buildOpenApiDocument(
  generateOwnDocument: GenerateOwnDocument,
  auth: Auth,
  appUrl: string,
): Promise<OpenApiDocument> {
  const ours = generateOwnDocument({
    openapi: '3.1.0',
    info: {
      title: 'Shutterdesk API',
      version: '1',
      description:
        'The JSON API behind the Shutterdesk web app. Signed-in endpoints take the session cookie that ' +
        'POST /api/auth/sign-in/email sets; every error answers `{ "error": { "code", "message", "fields"? } }`.',
    },
    servers: [{ url: appUrl }],
  });
  const theirs = await auth.api.generateOpenAPISchema();
  const authPaths = Object.fromEntries(
    Object.entries(theirs.paths ?? {}).map(([path, item]) => [
      `${authBasePath}${path}`,
      tagOperations(withOurBodyFields(path, item), 'Auth'),
    ]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...(theirs.components?.schemas ?? {}), ...ours.components?.schemas },
      securitySchemes: {
        [sessionSecurityScheme]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by signing in (`__Secure-` prefixed over https).',
        },
      },
    },
  } as OpenApiDocument;
}

function tagOperations(pathItem: object, tag: string): object {
  return Object.fromEntries(
    Object.entries(pathItem).map(([method, operation]) => [
      method,
      typeof operation === 'object' && operation !== null ? { ...operation, tags: [tag] } : operation,
    ]),
  );
}

/** Body fields our own hooks require of better-auth's routes (apps/server/src/auth), beyond its own schema. */
const ourBodyFields: Record<string, Record<string, { type: 'string'; description: string }>> = {
  '/change-email': { password: { type: 'string', description: 'The current password.' } },
};

interface JsonBodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

function withOurBodyFields(path: string, pathItem: object): object {
  const fields = ourBodyFields[path];
  const post = (pathItem as { post?: { requestBody?: { content?: Record<string, { schema?: JsonBodySchema }> } } })
    .post;
  const schema = post?.requestBody?.content?.['application/json']?.schema;
  if (!fields || !post || !schema) return pathItem;
  const extended = {
    ...schema,
    properties: { ...schema.properties, ...fields },
    required: [...(schema.required ?? []), ...Object.keys(fields)],
  };
  return {
    ...pathItem,
    post: { ...post, requestBody: { ...post.requestBody, content: { 'application/json': { schema: extended } } } },
  };
}
