import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  runMigrations,
  notifyOfMessageNotSent,
  deliverDueMessages,
  queueScheduledMessages,
  createLogger,
  createMailer,
  type Database,
} from '@shutterdesk/server/testing';
import type { Measurement } from './index';
import { createBenchDatabase } from './process';
import { timed } from './reminders';

/**
 * docs/budgets.md, "workflows": one outbox run on PostgreSQL queues and renders 10,000 due follow-ups across 1,000
 * photographers in <= 10 s. Seeded in SQL: each photographer has a time zone, one template, follow-ups switched on
 * (a step after 2 days, due now, and one after 7, not yet) and 10 pending leads with an address. Queueing is the
 * server's own queueScheduledMessages; delivery (deliverDueMessages into the file outbox a server without SMTP
 * writes) is timed apart and reported without a target: it is the mail server's pace more than ours. Last, the
 * daily cap's count is EXPLAINed at that size, to show it reads the (user_id, status, sent_at) index.
 * BENCH_WORKFLOW_PHOTOGRAPHERS changes the number of photographers.
 */
const photographerCount = Number(process.env.BENCH_WORKFLOW_PHOTOGRAPHERS ?? 1_000);
const leadsEach = 10;
/** 17:00 UTC: 09:00 has come in every zone below, all still on 27 June. */
const runInstant = new Date('2026-06-27T17:00:00Z');
const inquiryDate = '2026-06-25';
const zones = ['America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata'];
const capIndex = 'outbox_messages_user_status_sent_idx';
const links = { appUrl: 'https://bench.shutterdesk.local', secret: 'bench-secret-of-at-least-32-characters' };

async function seed(db: Database) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-wf-' || g, 'Studio ' || g, 'bench-wf-' || g || '@example.com', true
    from generate_series(1, ${photographerCount}::int) g`);
  await db.execute(sql`
    insert into profiles (id, name, email, timezone)
    select u.id, u.name, u.email, ${JSON.stringify(zones)}::jsonb ->> (substr(u.id, 10)::int % ${zones.length})
    from users u where u.id like 'bench-wf-%'`);
  await db.execute(sql`
    insert into email_templates (user_id, name, subject, body)
    select p.id, 'Follow-up', 'Your {lead.sessionType} session with {studio.name}',
      'Hi {lead.firstName},' || chr(10) || chr(10) || 'Just checking in about your {lead.sessionType} session: '
        || 'are you still looking for a photographer?' || chr(10) || chr(10) || '{photographer.name}'
    from profiles p where p.id like 'bench-wf-%'`);
  await db.execute(sql`
    insert into workflow_settings (user_id, follow_ups_enabled, follow_up_steps)
    select t.user_id, true, jsonb_build_array(jsonb_build_object('afterDays', 2, 'templateId', t.id),
      jsonb_build_object('afterDays', 7, 'templateId', t.id))
    from email_templates t`);
  await db.execute(sql`
    insert into leads (user_id, name, email, inquiry_date, session_type, source, booking_status)
    select p.id, 'Lead ' || n || ' of ' || p.name, 'lead-' || n || '-' || p.id || '@example.com', ${inquiryDate}::date,
      'Portrait', '1', 'pending'
    from profiles p, generate_series(1, ${leadsEach}::int) n where p.id like 'bench-wf-%'`);
  await db.execute(sql`vacuum analyze`);
}

/** The daily cap's count for one photographer, as the claim runs it per message (delivery.ts), EXPLAINed. */
async function explainCapCount(db: Database) {
  const at = sql`${runInstant.toISOString()}::timestamptz`;
  // Photographer g has zone g modulo the count (seed).
  const zone = zones[1 % zones.length]!;
  const result = (await db.execute(sql`explain (analyze, format text)
    select count(*)::int from outbox_messages s
    where s.user_id = 'bench-wf-1' and ((s.status = 'sending' and s.claimed_until > ${at})
      or (s.status = 'sent' and s.sent_at >= (date_trunc('day', ${at} at time zone ${zone}) at time zone ${zone})))`)) as {
    rows: { 'QUERY PLAN': string }[];
  };
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { plan, usesIndex: plan.includes(capIndex), executionMs };
}

export async function measureWorkflows(): Promise<Measurement[]> {
  const database = await createBenchDatabase('workflows');
  if (!database) {
    console.log('\n  (no PostgreSQL at BENCH_DATABASE_URL: the outbox run is measured on PostgreSQL only)');
    return [];
  }
  const logger = createLogger('warn');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 }, logger);
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-bench-workflows-'));
  const mailer = createMailer({ from: 'Shutterdesk <no-reply@example.com>', outboxDir, logger, print: () => {} });
  try {
    await runMigrations(handle);
    const seeding = await timed(() => seed(handle.db));
    const due = (photographerCount * leadsEach).toLocaleString('en');
    console.log(`  seeded ${photographerCount.toLocaleString('en')} photographers in ${seeding.seconds.toFixed(1)} s`);

    const queueing = await timed(() => queueScheduledMessages(handle.db, links, runInstant));
    const delivery = await timed(() =>
      deliverDueMessages(
        {
          db: handle.db,
          mailer,
          logger,
          links,
          mailFrom: 'Shutterdesk <no-reply@example.com>',
          // Above the 10 each, so the cap holds nothing back and every message is timed.
          dailyCap: leadsEach * 2,
          billingEnabled: false,
          notifyNotSent: notifyOfMessageNotSent,
        },
        () => runInstant,
      ),
    );
    // After delivery: the cap counts what was sent today, now 10 rows of each photographer's among 10,000.
    const cap = await explainCapCount(handle.db);
    if (!cap.usesIndex) console.log(`  the cap's count does not use ${capIndex}:\n${cap.plan}`);
    return [
      { name: `queue and render ${due} due follow-ups (one run)`, value: queueing.seconds, unit: 's', target: 10 },
      { name: 'messages queued by the run', value: queueing.result, unit: '', decimals: 0 },
      { name: `deliver them to a file outbox (4 at a time)`, value: delivery.seconds, unit: 's' },
      { name: 'messages sent', value: delivery.result.sent, unit: '', decimals: 0 },
      {
        name: 'messages failed or retried',
        value: delivery.result.failed + delivery.result.retried,
        unit: '',
        target: 0,
        decimals: 0,
      },
      {
        name: `daily cap's count uses ${capIndex} (1 = yes)`,
        value: Number(cap.usesIndex),
        unit: '',
        target: 1,
        atLeast: true,
        decimals: 0,
      },
      { name: "daily cap's count, execution time (EXPLAIN ANALYZE)", value: cap.executionMs, unit: 'ms', decimals: 3 },
    ];
  } finally {
    await mailer.close();
    await handle.close();
    await database.drop();
    await rm(outboxDir, { recursive: true, force: true });
  }
}
