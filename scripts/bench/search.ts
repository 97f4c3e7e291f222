import { initialPostSession, initialPreSession, searchResultsPerKind, type SearchResults } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import { createUser, TestAgent, type Database } from '@shutterdesk/server/testing';
import { latencies, startBenchServer } from './admin';
import type { Measurement } from './index';
import { createBenchDatabase } from './process';

/**
 * Global search on PostgreSQL (docs/budgets.md): p99 of GET /api/search under 50 ms, one request at a time, for a
 * photographer with 10,000 clients and 10,000 leads among 20 other studios of 2,000 each, for a few typical
 * queries. BENCH_SEARCH_ROWS changes the photographer's count of each (the others' scale with it).
 */
const rowCount = Number(process.env.BENCH_SEARCH_ROWS ?? 10_000);
const otherStudios = 20;
const firstNames = [
  'Anna',
  'Leo',
  'Ivy',
  'Mia',
  'Noah',
  'Ava',
  'Eli',
  'Zoé',
  'Owen',
  'Lily',
  'Finn',
  'Nora',
  'Marta',
  'José',
  'Hanna',
  'Ruby',
  'Theo',
  'Clara',
  'Mateo',
  'Sofia',
  'Jonas',
  'Elena',
  'Omar',
  'Priya',
  'Liam',
  'Chloé',
  'Ines',
  'Kai',
];
const lastNames = [
  'Vance',
  'Grant',
  'Park',
  'Chen',
  'Díaz',
  'Stone',
  'Brooks',
  'Hart',
  'Lane',
  "O'Brien",
  'Kowalski',
  'Fox',
  'Martin',
  'Nguyen',
  'Müller',
  'Rossi',
  'Silva',
  'Haddad',
  'Novak',
  'Berg',
  'Okafor',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Reyes',
];
const queries = [
  ['a common first name', 'anna'],
  ['a last name without its accent', 'diaz'],
  ['first and last name', 'anna kow'],
  ['a quote', "o'bri"],
  ['two letters', 'ma'],
  ['nothing matches', 'zzqx'],
] as const;

/** The name of row `number`: a first and a last name from the lists, and the number, so no two are alike. */
function nameOf(number: SQL) {
  return sql`${JSON.stringify(firstNames)}::jsonb ->> (${number} % ${firstNames.length}) || ' ' ||
    (${JSON.stringify(lastNames)}::jsonb ->> ((${number} / ${firstNames.length}) % ${lastNames.length})) || ' ' || ${number}`;
}

async function seed(db: Database, photographerId: string) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-search-' || g, 'Studio ' || g, 'bench-search-' || g || '@example.com', true
    from generate_series(1, ${otherStudios}::int) g`);
  const owners = sql`(select ${photographerId}::text as user_id, ${rowCount}::int as count
    union all select 'bench-search-' || g, ${Math.ceil(rowCount / 5)}::int from generate_series(1, ${otherStudios}::int) g)`;
  await db.execute(sql`
    insert into clients (user_id, name, session_date, session_type, session_package, pre_session, post_session)
    select o.user_id, ${nameOf(sql`n`)}, current_date + n % 400, 'Family', 'Mini session',
      ${JSON.stringify(initialPreSession())}::jsonb, ${JSON.stringify(initialPostSession())}::jsonb
    from ${owners} o, generate_series(1, o.count) n`);
  await db.execute(sql`
    insert into leads (user_id, name, inquiry_date, session_type, source, booking_status)
    select o.user_id, ${nameOf(sql`(n + 11)`)}, current_date - n % 400, 'Portrait', '1', 'pending'
    from ${owners} o, generate_series(1, o.count) n`);
  await db.execute(sql`vacuum analyze`);
}

export async function measureSearch(): Promise<Measurement[]> {
  const database = await createBenchDatabase('search');
  if (!database) {
    console.log('\n  (no PostgreSQL at BENCH_DATABASE_URL: global search is measured on PostgreSQL only)');
    return [];
  }
  const { server, close } = await startBenchServer(database, 'search');
  try {
    const db = server.database.db;
    const photographer = await createUser({ auth: server.auth, db }, { name: 'Bench Search' });
    const seeding = performance.now();
    await seed(db, photographer.id);
    const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
    console.log(`  seeded ${rowCount.toLocaleString('en')} clients and leads (and other studios') in ${seconds} s`);
    const browser = new TestAgent(server.url, '10.9.0.2');
    const signIn = await browser.signIn(photographer.email, photographer.password);
    if (signIn.status !== 200) throw new Error(`Bench sign-in failed with ${signIn.status}`);

    const rows: Measurement[] = [];
    for (const [name, q] of queries) {
      const path = `/api/search?${new URLSearchParams({ q })}`;
      const found = (await browser.get<SearchResults>(path)).body.results.length;
      const { median, p99 } = await latencies(browser, () => path);
      const label = `"${q}" (${name}, ${found} of at most ${searchResultsPerKind * 4} results)`;
      rows.push(
        { name: `${label}: p99`, value: p99, unit: 'ms', target: 50 },
        { name: `${label}: median`, value: median, unit: 'ms' },
      );
    }
    return rows;
  } finally {
    await close();
  }
}
