import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { AppBindings } from '../../http/context';
import { buildOpenApiDocument } from './document';

/** Swagger UI's prebuilt files, served from its npm package as they are. */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Shutterdesk API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/*
 * A file of its own: the content security policy allows no inline script. The sections start closed: opened all at
 * once, Swagger UI 5 stops drawing operations part-way once a document holds more than about 130 (ours has more),
 * with no error; one section opened at a time draws in full, and a reader scans the sections' names first anyway.
 */
const startScript =
  "window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true, docExpansion: 'none' });\n";

/**
 * GET /api/openapi.json, the API's OpenAPI 3.1 document, and GET /api/docs, a reference page rendering it. The
 * reference page's code loads only there, never with the app.
 */
export function apiDocsRoutes(app: OpenAPIHono<AppBindings>, auth: Auth, appUrl: string) {
  // Built on first request: by then every route is registered.
  let document: Promise<string> | undefined;
  const documentJson = () =>
    (document ??= buildOpenApiDocument((...args) => app.getOpenAPI31Document(...args), auth, appUrl)
      .then((doc) => JSON.stringify(doc))
      // A failed build is not kept: the next request tries again.
      .catch((error: unknown) => {
        document = undefined;
        throw error;
      }));

  const docs = new Hono<AppBindings>()
    .get('/api/openapi.json', async (c) => c.body(await documentJson(), 200, { 'content-type': 'application/json' }))
    .get('/api/docs', (c) => c.html(docsPage))
    .get('/api/docs/start.js', (c) => c.body(startScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  for (const [file, contentType] of Object.entries(swaggerUiFiles)) {
    const content = readFileSync(path.join(swaggerUiDir, file));
    docs.get(`/api/docs/${file}`, (c) => c.body(content, 200, { 'content-type': contentType }));
  }
  return docs;
}
