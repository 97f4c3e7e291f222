import type { AnyEndpoint } from '@shutterdesk/core/api';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../../src/db/client';
import { shapedValueFor, type OpenApiDocument } from '../../src/testing/openapi-arbitraries';

/**
 * What the tests that call every endpoint at once share (tenant-matrix.test.ts, paid-access.test.ts): a body each
 * contract's own schema accepts, and every row a user owns, to show a refused call changed nothing.
 */

/** The live event stream never ends, so tests that call every endpoint leave it to notifications-live. */
export function streamsEvents(contract: AnyEndpoint): boolean {
  return Object.values(contract.responses).some((response) => response?.content?.['text/event-stream']);
}

/**
 * A body the endpoint's own schema accepts, so the call reaches what comes after validation; where its rules are too
 * fine to hit by chance and `mustBeValid` is false, a near miss will do. Undefined for an endpoint without a body.
 */
export function bodyFor(document: OpenApiDocument, contract: AnyEndpoint, mustBeValid: boolean): unknown {
  const schema = contract.request.body?.content['application/json'].schema;
  if (!schema) return undefined;
  const documented = document.paths[contract.path]?.[contract.method]?.requestBody?.content?.['application/json'];
  const samples = fc.sample(shapedValueFor(documented?.schema, document), { numRuns: 500, seed: 42 });
  const valid = samples.find((sample) => schema.safeParse(sample).success);
  if (valid !== undefined || !mustBeValid) return valid ?? samples[0];
  throw new Error(`No valid body could be generated for ${contract.operationId}`);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
const rowsOf = async <Row = unknown>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every row that belongs to the user, table by table, found from the database's own catalogue. */
export async function snapshotOfUser(db: Database, userId: string): Promise<Record<string, unknown[]>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    snapshot[table] = await rowsOf(
      db,
      sql`select * from ${sql.identifier(table)} where user_id = ${userId} order by 1`,
    );
  }
  for (const table of ['users', 'profiles']) {
    snapshot[table] = await rowsOf(db, sql`select * from ${sql.identifier(table)} where id = ${userId}`);
  }
  return snapshot;
}
