import fc from 'fast-check';

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/**
 * Values no well-behaved client sends, for any place a value may go: bytes PostgreSQL cannot store, text far past
 * every limit, numbers past every range, the wrong type, keys that reach prototypes, and deep nesting.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '',
    ' ',
    'x'.repeat(100_000),
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    '9999-99-99',
    'javascript:alert(1)',
  ),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, -0.0),
  fc.constant({ __proto__: { isAdmin: true } }),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.constant(Array.from({ length: 200 }).reduce<unknown>((inner) => [inner], 'deep')),
  fc.jsonValue({ maxDepth: 3 }),
);

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return document.components?.schemas?.[name] ?? {};
}

/** How values are made: `hostile` lets any part be a hostile value instead (about one in six). */
interface Generation {
  document: OpenApiDocument;
  hostile: boolean;
}

/** A value shaped like `schema`, where any part may instead be hostile (about one in six). */
export function valueFor(schema: JsonSchema | undefined, document: OpenApiDocument): fc.Arbitrary<unknown> {
  return generate(schema, { document, hostile: true }, 0);
}

/** A value shaped like `schema` throughout, for a request that should pass validation. */
export function shapedValueFor(schema: JsonSchema | undefined, document: OpenApiDocument): fc.Arbitrary<unknown> {
  return generate(schema, { document, hostile: false }, 0);
}

function generate(schema: JsonSchema | undefined, generation: Generation, depth: number): fc.Arbitrary<unknown> {
  const shaped = shapeOf(schema ? resolve(schema, generation.document) : {}, generation, depth);
  return generation.hostile
    ? fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue })
    : shaped;
}

function shapeOf(schema: JsonSchema, generation: Generation, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => generate(choice, generation, depth + 1)));
  if (schema.allOf?.length) return generate(schema.allOf[0], generation, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(generate(schema.items, generation, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, generate(property, generation, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 300) });
  }
}

/** A request the fuzzer sends: a path with its parameters filled in, a query string, and a raw body. */
export interface FuzzRequest {
  path: string;
  body: string | undefined;
  contentType: string;
}

const pathValue = fc.oneof(fc.uuid(), fc.constantFrom('x', '%00', '..', '-1', '%F0%9F%93%B7', 'a'.repeat(300)));

/** Requests for one operation: schema-shaped bodies and queries with hostile parts, malformed JSON, odd types. */
export function requestsFor(path: string, operation: OpenApiOperation, document: OpenApiDocument) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;

  const filledPath = fc
    .tuple(...pathParameters.map(() => pathValue))
    .map((values) =>
      pathParameters.reduce((filled, parameter, index) => filled.replace(`{${parameter.name}}`, values[index]!), path),
    );
  const query = fc
    .tuple(...queryParameters.map((parameter) => fc.option(valueFor(parameter.schema, document), { nil: undefined })))
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value !== undefined)
          search.append(parameter.name, typeof value === 'string' ? value : JSON.stringify(value));
      });
      return search.size > 0 ? `?${search}` : '';
    });
  const jsonBody = fc.oneof(
    { weight: 8, arbitrary: valueFor(bodySchema, document).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '{"a":1}'.repeat(3)) },
  );
  const body = bodySchema ? fc.option(jsonBody, { nil: undefined, freq: 12 }) : fc.constant(undefined);
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'),
    },
  );
  return fc
    .record({ path: filledPath, query, body, contentType })
    .map(({ path: filled, query: search, ...rest }): FuzzRequest => ({ path: `${filled}${search}`, ...rest }));
}
