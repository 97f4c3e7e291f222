import { Validator } from '@seriousme/openapi-schema-validator';
import { apiContracts } from '@shutterdesk/core/api';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/use-test-server';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, { type?: string | string[] }> };
}

/** Hono's `/api/clients/:id` is OpenAPI's `/api/clients/{id}`. */
const openApiPath = (honoPath: string) => honoPath.replaceAll(/:([^/]+)/g, '{$1}');

/** Routes that serve the document itself, and better-auth's catch-all (its own paths are checked below). */
const undocumented = new Set(['/api/openapi.json', '/api/docs', '/api/docs/start.js', '/api/docs/swagger-ui.css']);
const isDocumentable = (path: string) =>
  path.startsWith('/api/') && !path.endsWith('*') && !undocumented.has(path) && !path.startsWith('/api/docs/');

describe('[API] the OpenAPI document', () => {
  const app = useTestServer('pglite');
  const readDocument = async () => (await app.agent().get<OpenApiDocument>('/api/openapi.json')).body;

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await readDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the server registered under /api, with its method', async () => {
    const document = await readDocument();
    const registered = app.server.app.routes.filter((route) => route.method !== 'ALL' && isDocumentable(route.path));
    expect(registered.length).toBeGreaterThan(0);
    const missing = registered
      .filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('documents each contract with its success answer and every error status its codes travel with', async () => {
    const document = await readDocument();
    for (const contract of Object.values(apiContracts)) {
      const operation = document.paths[contract.path]?.[contract.method];
      expect(operation?.operationId, contract.operationId).toBe(contract.operationId);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(contract.responses).sort());
    }
  });

  it("names every operation once, ours and better-auth's together", async () => {
    const document = await readDocument();
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.operationId ?? []),
    );
    expect(operationIds.filter((id, index) => operationIds.indexOf(id) !== index)).toEqual([]);
  });

  it('keeps shared components non-nullable (a nullable use wraps the $ref instead)', async () => {
    const document = await readDocument();
    const nullable = Object.entries(document.components.schemas)
      .filter(([, schema]) => [schema.type].flat().includes('null'))
      .map(([name]) => name);
    expect(nullable).toEqual([]);
  });

  it("includes better-auth's endpoints under /api/auth", async () => {
    const document = await readDocument();
    expect(document.paths['/api/auth/sign-in/email']?.post).toBeDefined();
    expect(document.paths['/api/auth/sign-up/email']?.post).toBeDefined();
  });

  it('documents what our hooks require of them: changing the e-mail takes the current password', async () => {
    const document = await readDocument();
    const changeEmail = document.paths['/api/auth/change-email']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    const schema = changeEmail.requestBody.content['application/json']!.schema;
    expect(schema.properties).toHaveProperty('password');
    expect(schema.required).toEqual(expect.arrayContaining(['newEmail', 'password']));
  });

  it('serves a reference page and its own copy of Swagger UI', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    const script = await fetch(`${app.url}/api/docs/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});
