/**
 * The API bench's baseline: the same two queries as GET /api/clients and PATCH /api/clients/:id, through the
 * same driver (PGlite or a pg Pool of the same size), behind a bare node:http server with no framework, no
 * session check and no validation. The app's throughput is reported as a share of this one's.
 *
 * Like the app, it keeps the list's JSON in memory until a PATCH changes the rows, so a cached app is compared with
 * a cached baseline; GET /clients?uncached reads the database every time, for the uncached figures.
 *
 * Env: DATABASE_URL (+ DATABASE_POOL_SIZE) or DATA_DIR; PORT; BENCH_USER_ID. Prints "listening" when ready.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** `name` prepares the statement once per connection, as the app's prepared statements do (PGlite has no names). */
type Query = (text: string, params: unknown[], name?: string) => Promise<unknown[]>;

async function openDriver(): Promise<{ query: Query; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    return {
      query: async (text, values, name) => (await pool.query({ text, values, name })).rows,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(path.join(process.env.DATA_DIR ?? 'data', 'pgdata'), {
    // As the app opens it (db/client.ts).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
}

const listClients = `select * from clients where user_id = $1 order by created_at desc`;
// The app's statement for a checklist change (features/clients/service.ts, prepareChecklistUpdate).
const toggleChecklistItem = `update clients set pre_session = pre_session || coalesce($3::jsonb, '{}'::jsonb),
  post_session = post_session || coalesce($4::jsonb, '{}'::jsonb), updated_at = $5
  where id = $1 and user_id = $2 returning *`;

const driver = await openDriver();
const userId = process.env.BENCH_USER_ID ?? '';
/** Concurrent misses share one load, as in the app's cache (cache/coherent-cache.ts). */
let cachedList: Promise<Buffer> | undefined;

const encodeList = async () => Buffer.from(JSON.stringify({ rows: await driver.query(listClients, [userId]) }));

const server = createServer(async (request, response) => {
  try {
    let body: Buffer;
    if (request.method === 'GET' && request.url === '/clients') {
      cachedList ??= encodeList().catch((error: unknown) => {
        cachedList = undefined;
        throw error;
      });
      body = await cachedList;
    } else if (request.method === 'GET' && request.url === '/clients?uncached') {
      body = await encodeList();
    } else if (request.method === 'PATCH' && request.url?.startsWith('/clients/')) {
      let text = '';
      for await (const chunk of request) text += chunk;
      const patch = (JSON.parse(text) as { preSession: Record<string, unknown> }).preSession;
      const clientId = request.url.slice('/clients/'.length);
      const params = [clientId, userId, JSON.stringify(patch), null, new Date()];
      const rows = await driver.query(toggleChecklistItem, params, 'toggle_checklist_item');
      cachedList = undefined;
      body = Buffer.from(JSON.stringify({ rows }));
    } else {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));

process.once('SIGTERM', () => {
  server.close();
  void driver.close().then(() => process.exit(0));
});
