import { initialPostSession, initialPreSession, predefinedTasks, taskFrequencies } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  openDatabase,
  runMigrations,
  createLogger,
  notificationChannel,
  runReminderTick,
  type Database,
} from '@shutterdesk/server/testing';
import type { Measurement } from './index';
import { createBenchDatabase } from './process';

/**
 * docs/budgets.md: one reminder tick over 100,000 users on PostgreSQL in <= 60 s with flat memory. The data is
 * seeded in SQL (users in ten time zones, eight routines each with some done, priority tasks, leads with follow-ups,
 * clients with sessions around the tick's date); the tick is the server's own code, timed twice: the first creates
 * the reminders, the second finds them all made (the dedupe key). A second connection LISTENs as another server
 * of the cluster would. BENCH_REMINDER_USERS changes the size; BENCH_DATABASE_URL names the PostgreSQL server.
 */
const userCount = Number(process.env.BENCH_REMINDER_USERS ?? 100_000);
/** Saturday 27 June 2026, 19:00 UTC: the monthly window is open, the weekly one too, and 17:00 has passed in some zones. */
const tickInstant = new Date('2026-06-27T19:00:00Z');
const zones = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Johannesburg',
  'Asia/Kolkata',
  'Australia/Sydney',
];
const names = ['Ruby Vance', 'Leo Grant', 'Ivy Park', 'Mia Chen', 'Noah Diaz', 'Ava Stone', 'Eli Brooks', 'Zoe Hart'];
/** Each user's routines: two suggestions of each frequency from four areas (CRM, Finance, Social Media, Personal). */
const routines = (['CRM', 'Finance', 'Social Media', 'Personal'] as const).flatMap((category) =>
  taskFrequencies.flatMap((frequency) =>
    predefinedTasks[category][frequency].slice(0, 1).map((title) => ({ title, category, frequency })),
  ),
);

/** The studios, in SQL so 100,000 of them take seconds; setseed makes every run the same. */
async function seed(db: Database) {
  const today = sql`(${tickInstant.toISOString()}::timestamptz at time zone p.timezone)::date`;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-' || g, ${JSON.stringify(names)}::jsonb ->> (g % ${names.length}), 'bench-' || g || '@example.com', true
    from generate_series(1, ${userCount}) g`);
  await db.execute(sql`
    insert into profiles (id, name, email, timezone, task_categories)
    select u.id, u.name, u.email, ${JSON.stringify(zones)}::jsonb ->> (substr(u.id, 7)::int % ${zones.length}),
      '["CRM", "Finance", "Social Media", "Personal"]'::jsonb
    from users u where u.id like 'bench-%'`);
  await db.execute(sql`
    insert into tasks (user_id, title, category, frequency, position)
    select p.id, r.title, r.category, r.frequency, r.position
    from profiles p, jsonb_to_recordset(${JSON.stringify(routines.map((routine, position) => ({ ...routine, position })))}::jsonb)
      as r(title text, category text, frequency text, position int)`);
  // About half of the routines are done in their current period.
  await db.execute(sql`
    insert into task_completions (user_id, task_id, category, frequency, period_key, points_awarded, completed_at)
    select t.user_id, t.id, t.category, t.frequency,
      to_char(${tickInstant.toISOString()}::timestamptz at time zone p.timezone,
        case t.frequency when 'daily' then 'YYYY-MM-DD' when 'weekly' then 'IYYY-"W"IW' else 'YYYY-MM' end),
      1, ${tickInstant.toISOString()}::timestamptz - interval '2 hours'
    from tasks t join profiles p on p.id = t.user_id
    where random() < 0.5`);
  await db.execute(sql`
    insert into priority_tasks (user_id, title, completed, created_at)
    select p.id, 'Priority task ' || n, random() < 0.4, ${tickInstant.toISOString()}::timestamptz - n * interval '1 hour'
    from profiles p, generate_series(1, 3) n
    where random() < 0.6`);
  await db.execute(sql`
    insert into leads (user_id, name, inquiry_date, session_type, source, follow_up, booked, booking_status)
    select p.id, ${JSON.stringify(names)}::jsonb ->> n, ${today} - (random() * 60)::int, 'Portrait', (1 + n % 7)::text,
      case when random() < 0.7 then ${today} + (random() * 15 - 5)::int end, booked, case when booked then 'booked' else 'pending' end
    from profiles p, generate_series(1, 5) n, lateral (select random() < 0.3 as booked) b`);
  await db.execute(sql`
    insert into clients (user_id, name, session_date, session_type, session_package, pre_session, post_session)
    select p.id, ${JSON.stringify(names)}::jsonb ->> n, ${today} + (random() * 120 - 90)::int, 'Family', 'Mini session',
      ${JSON.stringify(initialPreSession())}::jsonb
        || jsonb_build_object('contractSigned', random() < 0.7, 'invoicePaid', random() < 0.85),
      ${JSON.stringify(initialPostSession())}::jsonb
    from profiles p, generate_series(1, 5) n`);
  await db.execute(sql`analyze`);
}

/** Runs `work`, sampling this process's resident memory, and reports its time and the peak growth of memory. */
export async function timed<T>(work: () => Promise<T>) {
  const baselineMb = process.memoryUsage().rss / 1024 / 1024;
  let peakMb = baselineMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, process.memoryUsage().rss / 1024 / 1024)), 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, memoryGrowthMb: peakMb - baselineMb };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureReminders(): Promise<Measurement[]> {
  const database = await createBenchDatabase('reminders');
  if (!database) {
    console.log('\n  (no PostgreSQL at BENCH_DATABASE_URL: the reminder tick is measured on PostgreSQL only)');
    return [];
  }
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }, createLogger('warn'));
  const listener = new pg.Client({ connectionString: database.url });
  try {
    await runMigrations(handle);
    const seeding = await timed(() => seed(handle.db));
    console.log(`  seeded ${userCount.toLocaleString('en')} users in ${seeding.seconds.toFixed(1)} s`);

    let announced = 0;
    await listener.connect();
    listener.on('notification', () => (announced += 1));
    await listener.query(`listen ${notificationChannel}`);

    const first = await timed(() => runReminderTick(handle.db, tickInstant));
    const repeat = await timed(() => runReminderTick(handle.db, tickInstant));
    const created = first.result.ran ? Object.values(first.result.created).reduce((sum, count) => sum + count, 0) : 0;
    const createdAgain = repeat.result.ran ? Object.values(repeat.result.created).reduce((sum, n) => sum + n, 0) : -1;
    // Announcements arrive once the tick's transaction has committed; give the listener a moment to read them all.
    const deadline = Date.now() + 30_000;
    while (announced < created && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const users = userCount.toLocaleString('en');
    return [
      { name: `tick over ${users} users (creates the reminders)`, value: first.seconds, unit: 's', target: 60 },
      { name: 'reminders created by the tick', value: created, unit: '' },
      { name: 'announcements received by a listening server', value: announced, unit: '' },
      { name: 'bench process memory growth during the tick', value: first.memoryGrowthMb, unit: 'MB' },
      { name: 'the same tick again (all exist: creates nothing)', value: repeat.seconds, unit: 's', target: 60 },
      { name: 'reminders created by the repeated tick', value: createdAgain, unit: '', target: 0 },
    ];
  } finally {
    await listener.end().catch(() => {});
    await handle.close();
    await database.drop();
  }
}
