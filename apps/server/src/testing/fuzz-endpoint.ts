import fc from 'fast-check';
import { requestsFor, type FuzzRequest, type OpenApiDocument, type OpenApiOperation } from './openapi-arbitraries';
import type { TestAgent } from './test-agent';
import { testDatabaseKinds, type TestDatabaseKind } from './test-server';

/**
 * Cases per endpoint on each database: up to 50, a fresh seed on every run and the next seed on the second database,
 * so each run tries up to 100 different requests per endpoint and the runs add up. An endpoint stops early once it has
 * had its time (2 s), so a busy machine runs fewer cases instead of running out of time: the fuzz files were the
 * longest of the suite (about 15 minutes of a worker's time in a CI run at 4 s), and a run's new seeds matter more
 * than its length. FUZZ_RUNS and FUZZ_MS raise them locally, FUZZ_SEED replays a failure (the seed is printed).
 */
export const fuzzSettings = {
  runs: Number(process.env.FUZZ_RUNS ?? 50),
  msPerEndpoint: Number(process.env.FUZZ_MS ?? 2_000),
  seed: Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31)),
};

/** Each database gets the next seed, so together they try twice as many different requests. */
export const fuzzSeedFor = (kind: TestDatabaseKind) => fuzzSettings.seed + testDatabaseKinds.indexOf(kind);

/**
 * JSON nested far deeper than any body of ours: 4,750 levels once overflowed the stack of the text policy's walk
 * (a 500 on every endpoint). Built as text, since building and serialising the value would recurse as deep.
 */
export const deeplyNested = {
  arrays: (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`,
  objects: (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`,
};

/**
 * The deep bodies every endpoint that takes JSON is sent before the generated ones: each must be refused with a 4xx
 * in our shape (a 400 from the text policy, or an earlier refusal: better-auth answers 405 to a POST of
 * get-session before it reads the body).
 */
const deepBodies = [deeplyNested.arrays(10_000), deeplyNested.objects(10_000), `{"a":${deeplyNested.arrays(10_000)}}`];

let addressSequence = 0;
/** A fresh client address per request, so per-address rate limits answer 429 only now and then. */
const nextAddress = () => `203.0.${Math.floor(++addressSequence / 250) % 250}.${addressSequence % 250}`;

/**
 * What is wrong with an answer, if anything: never a 5xx, and every error in our one shape. Node's HTTP parser
 * refuses a request line or headers over 16 kB (431) before the app sees the request; that answer is not the app's.
 */
function problemWith(status: number, body: unknown): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400 || status === 431) return null;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string' ? null : 'an error not in our shape';
}

/** A path with every parameter filled in with an id of the right shape that names nothing. */
const somePath = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/**
 * Sends the deep bodies and then `runs` generated requests to one operation as `caller`; fails with the first request
 * that breaks the rule.
 */
export async function fuzzEndpoint(
  caller: TestAgent,
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: OpenApiOperation,
  seed: number,
): Promise<void> {
  if (operation.requestBody?.content?.['application/json']) {
    for (const body of deepBodies) {
      const answer = await caller.request<{ error?: { code?: string } }>(method.toUpperCase(), somePath(path), {
        rawBody: body,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      });
      if (answer.status < 400 || problemWith(answer.status, answer.body)) {
        throw new Error(
          `${method.toUpperCase()} ${path} with a body nested 10,000 levels deep answered ${answer.status} ` +
            `${answer.body?.error?.code}`,
        );
      }
    }
  }
  await fc.assert(
    fc.asyncProperty(requestsFor(path, operation, document), async (request: FuzzRequest) => {
      const answer = await caller.request(method.toUpperCase(), request.path, {
        rawBody: request.body,
        headers: { 'content-type': request.contentType, 'x-forwarded-for': nextAddress() },
      });
      const problem = problemWith(answer.status, answer.body);
      if (problem) {
        const sent = `${method.toUpperCase()} ${request.path.slice(0, 300)} ${request.body?.slice(0, 300) ?? ''}`;
        throw new Error(`${sent} answered ${problem}: ${JSON.stringify(answer.body).slice(0, 500)}`);
      }
    }),
    {
      numRuns: fuzzSettings.runs,
      seed,
      endOnFailure: true,
      interruptAfterTimeLimit: fuzzSettings.msPerEndpoint,
      markInterruptAsFailure: false,
    },
  );
}
