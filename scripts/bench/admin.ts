import { initialPostSession, initialPreSession } from '@shutterdesk/core';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  parseEnv,
  createLogger,
  startServer,
  signedInAdmin,
  TestAgent,
  type Database,
} from '@shutterdesk/server/testing';
import type { Measurement } from './index';
import { createBenchDatabase, type BenchDatabase } from './process';

/**
 * The admin users screens on PostgreSQL among 100,000 users with subscriptions: p99 of the list (a search and a
 * status filter, on page 1 and on a deep page) under 100 ms and of a user's details under 50 ms, one request at a
 * time, through the real server in this process and an admin with two-factor sign-in. BENCH_ADMIN_USERS changes the
 * size; BENCH_DATABASE_URL names the PostgreSQL server.
 */
const userCount = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const samples = 300;
const firstNames = ['Ruby', 'Leo', 'Ivy', 'Mia', 'Noah', 'Ava', 'Eli', 'Zoe', 'Owen', 'Lily', 'Finn', 'Nora'];
const lastNames = ['Vance', 'Grant', 'Park', 'Chen', 'Diaz', 'Stone', 'Brooks', 'Hart', 'Lane', 'Reed', 'Cole', 'Fox'];
/** One last name in twelve: about 8,000 users match, some 2,700 of them with an active subscription. */
const searchTerm = 'vanc';
const statuses = ['active', 'active', 'active', 'trialing', 'past_due', 'canceled', 'free'];

/** The users, in SQL so 100,000 take seconds; setseed makes every run the same. */
export async function seed(db: Database) {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-' || g,
      ${JSON.stringify(firstNames)}::jsonb ->> (g % ${firstNames.length}) || ' ' ||
        (${JSON.stringify(lastNames)}::jsonb ->> ((g / ${firstNames.length}) % ${lastNames.length})),
      'bench-' || g || '@example.com', true, now() - g * interval '5 minutes', now()
    from generate_series(1, ${userCount}) g`);
  await db.execute(sql`
    insert into profiles (id, name, email, last_active_at, last_sign_in_at)
    select id, name, email, created_at + interval '1 day', created_at + interval '1 hour'
    from users where id like 'bench-%'`);
  // Most users have a subscription in one of the statuses; one in five has an older, canceled one before it.
  await db.execute(sql`
    insert into user_subscriptions (user_id, stripe_subscription_id, stripe_customer_id, stripe_price_id, plan_name,
      status, amount, interval, currency, created_at, updated_at, current_period_start, current_period_end,
      canceled_at, cancel_at_period_end, synced_at)
    select u.id, 'sub_bench_' || u.id, 'cus_bench_' || u.id, 'price_basic', 'Basic', u.status, 1900, 'month', 'usd',
      u.created_at, now(), now() - interval '10 days', now() + interval '20 days',
      case when u.status = 'canceled' then now() - interval '1 day' end, random() < 0.05, now()
    from (
      select id, created_at, ${JSON.stringify(statuses)}::jsonb ->> floor(random() * ${statuses.length})::int as status
      from users where id like 'bench-%'
    ) u
    where u.status <> 'free'`);
  await db.execute(sql`
    insert into user_subscriptions (user_id, stripe_subscription_id, stripe_customer_id, stripe_price_id, plan_name,
      status, amount, interval, currency, created_at, updated_at, current_period_start, current_period_end,
      canceled_at, synced_at)
    select u.id, 'sub_bench_old_' || u.id, 'cus_bench_' || u.id, 'price_basic', 'Basic', 'canceled', 1900, 'month', 'usd',
      u.created_at - interval '1 year', now(), now() - interval '1 year', now() - interval '11 months',
      now() - interval '11 months', now()
    from users u where u.id like 'bench-%' and random() < 0.2`);
  // The details read the first 10,000 users' leads, clients and completed tasks.
  await db.execute(sql`
    insert into leads (user_id, name, inquiry_date, session_type, source, booked, booking_status)
    select 'bench-' || g, 'Lead ' || n, current_date - n, 'Portrait', '1', n % 3 = 0, 'pending'
    from generate_series(1, 10000) g, generate_series(1, 8) n`);
  await db.execute(sql`
    insert into clients (user_id, name, session_date, session_type, session_package, pre_session, post_session)
    select 'bench-' || g, 'Client ' || n, current_date + n, 'Family', 'Mini session',
      ${JSON.stringify(initialPreSession())}::jsonb, ${JSON.stringify(initialPostSession())}::jsonb
    from generate_series(1, 10000) g, generate_series(1, 3) n`);
  await db.execute(sql`
    insert into task_completions (user_id, category, frequency, period_key, points_awarded, completed_at)
    select 'bench-' || g, 'CRM', (array['daily', 'weekly', 'monthly'])[1 + n % 3], 'bench-' || n, 1, now() - n * interval '1 day'
    from generate_series(1, 10000) g, generate_series(1, 30) n`);
  // As autovacuum would leave a table that has settled: statistics, and the visibility map index-only scans read.
  await db.execute(sql`vacuum analyze`);
}

/**
 * The median and p99 of `samples` requests one after another, after a warm-up; every answer must be 200. The median
 * beside the p99 tells a slow query from a busy machine.
 */
export async function latencies(agent: TestAgent, pathOf: (index: number) => string) {
  const timings: number[] = [];
  for (let index = -20; index < samples; index++) {
    const started = performance.now();
    const answer = await agent.get(pathOf(index));
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${pathOf(index)} answered ${answer.status}`);
    if (index >= 0) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const percentile = (share: number) => timings[Math.min(timings.length - 1, Math.floor(timings.length * share))] ?? 0;
  return { median: percentile(0.5), p99: percentile(0.99) };
}

export async function measureAdmin(): Promise<Measurement[]> {
  const database = await createBenchDatabase('admin');
  if (!database) {
    console.log('\n  (no PostgreSQL at BENCH_DATABASE_URL: the admin lists are measured on PostgreSQL only)');
    return [];
  }
  const { server, close } = await startBenchServer(database, 'admin');
  try {
    const seeding = performance.now();
    await seed(server.database.db);
    console.log(
      `  seeded ${userCount.toLocaleString('en')} users in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const { browser } = await signedInAdmin({ server, agent: () => new TestAgent(server.url, '10.9.0.1') });

    const filtered = `/api/admin/users?search=${searchTerm}&status=active&pageSize=20`;
    const first = await browser.get<{ total: number; pageCount: number }>(filtered);
    const deepPage = Math.max(1, first.body.pageCount - 1);
    const measured = [
      [`list, search + status, page 1 of ${userCount.toLocaleString('en')}`, `${filtered}&page=1`, 100],
      [`list, search + status, page ${deepPage}`, `${filtered}&page=${deepPage}`, 100],
      ['list, every user, page 1', '/api/admin/users', 100],
    ] as const;
    const rows: Measurement[] = [
      { name: `users matching "${searchTerm}" with an active subscription`, value: first.body.total, unit: '' },
    ];
    for (const [name, path, target] of measured) {
      const { median, p99 } = await latencies(browser, () => path);
      rows.push(
        { name: `${name}: p99`, value: p99, unit: 'ms', target },
        { name: `${name}: median`, value: median, unit: 'ms' },
      );
    }
    // A different user each time, among those with leads, clients and completed tasks.
    const details = await latencies(browser, (index) => `/api/admin/users/bench-${1 + (((index + 20) * 31) % 10_000)}`);
    rows.push(
      { name: 'user details: p99', value: details.p99, unit: 'ms', target: 50 },
      { name: 'user details: median', value: details.median, unit: 'ms' },
    );
    return rows;
  } finally {
    await close();
  }
}

/**
 * The real server in this process on the bench database, with its data directory in a temporary folder; `close`
 * stops it and drops the database.
 */
export async function startBenchServer(database: BenchDatabase, purpose: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shutterdesk-bench-${purpose}-`));
  const env = parseEnv({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    REMINDER_INTERVAL_SECONDS: '0',
  });
  const server = await startServer({ env, logger: createLogger(env.LOG_LEVEL) });
  return {
    server,
    async close() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
