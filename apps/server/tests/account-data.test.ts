import { accountTexts, periodKey, type ApiErrorBody } from '@shutterdesk/core';
import { sql, type SQL } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { onePixelPng } from '../src/testing/test-images';
import { testDatabaseKinds } from '../src/testing/test-server';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard, recordCompletions } from '../src/testing/factories';
import { useTestServerWithBilling } from './billing-helpers';
import { factoryContext, signedInPhotographer, type Photographer } from './dashboard-helpers';

type Db = ReturnType<typeof useTestServerWithBilling>['app']['server']['database']['db'];

/** Both drivers answer a raw query with its rows under `rows`. */
async function query<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Every table of the schema, read from the database itself, so a table added later is covered without an edit. */
async function schemaTables(db: Db): Promise<string[]> {
  const rows = await query<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe.each(testDatabaseKinds)('[ACCOUNT DATA] on %s', (kind) => {
  const { app, stripe } = useTestServerWithBilling(kind);
  const db = () => app.server.database.db;

  /** Per table, the rows whose text names the user's id or e-mail anywhere (any column, any JSON). */
  async function rowsNaming(userId: string, email: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await schemaTables(db())) {
      const [{ count }] = (await query<{ count: number }>(
        db(),
        sql`select count(*)::int as count from ${sql.identifier(table)} as row
            where strpos(row::text, ${userId}) > 0 or strpos(lower(row::text), ${email.toLowerCase()}) > 0`,
      )) as [{ count: number }];
      if (count > 0) counts[table] = count;
    }
    return counts;
  }

  /** A photographer with a row in every kind of table a user can fill, and a subscription in its trial. */
  async function busyPhotographer(): Promise<Photographer & { stripeSubscriptionId: string }> {
    const photographer = await signedInPhotographer(app);
    const { user, browser } = photographer;
    // Subscribed first: with billing on, the writes below need a plan.
    const checkout = await browser.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
      priceId: 'price_basic',
    });
    expect(checkout.status).toBe(201);
    const stripeSubscriptionId = await stripe().completeCheckout(checkout.body.sessionId);
    const { taskIds } = await createDashboard(factoryContext(app), user.id, {
      categories: ['CRM'],
      tasks: [
        { title: 'Update the CRM', category: 'CRM', frequency: 'daily' },
        { title: 'Renew the studio lease', category: 'CRM', frequency: 'yearly' },
      ],
      priorityTasks: ['Call the venue'],
    });
    await recordCompletions(factoryContext(app), user.id, [{ taskId: taskIds[1]!, at: app.clock.now() }]);
    await createClients(db(), user.id, 3, { today: app.clock.now() });
    await createLeads(db(), user.id, 3, { today: app.clock.now() });
    const template = { steps: [{ name: 'Timeline call', dueOffsetDays: -14 }] };
    expect((await browser.request('PUT', '/api/session-templates/Wedding', { json: template })).status).toBe(200);
    const templated = {
      name: 'Tia Template',
      sessionDate: '2026-09-12',
      sessionType: 'Wedding',
      sessionPackage: 'Mini session',
    };
    expect((await browser.post('/api/clients', templated)).status).toBe(201);
    const report = {
      name: user.name,
      email: user.email,
      device: 'Tablet',
      browser: 'Safari on iPadOS',
      action: 'Saving',
      issue: 'Nothing happened',
      recreate: 'Press Save',
      screenshot: { fileName: 'screen.png', dataBase64: onePixelPng.toString('base64') },
    };
    const sent = await browser.post('/api/bug-reports', report, { headers: { 'idempotency-key': 'report-1' } });
    expect(sent.status).toBe(201);
    expect((await app.agent().post('/api/waitlist', { email: user.email })).status).toBe(201);
    expect(
      (await browser.post('/api/chat/generate', { type: 'newRequest', topic: 'Social Media Post', mood: 'Humorous' }))
        .status,
    ).toBe(200);
    return { ...photographer, stripeSubscriptionId };
  }

  it('a wrong password is refused and changes nothing', async () => {
    const { user, browser } = await busyPhotographer();
    const before = await rowsNaming(user.id, user.email);
    const answer = await browser.post<ApiErrorBody>('/api/account/delete', { password: 'not-my-password' });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'WRONG_PASSWORD', message: accountTexts.wrongPassword });
    expect(await rowsNaming(user.id, user.email)).toEqual(before);
    expect((await browser.get('/api/profile')).status).toBe(200);
  });

  it('after five wrong passwords in 15 minutes even the right one waits, and nothing is deleted', async () => {
    const { user, browser } = await signedInPhotographer(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await browser.post('/api/account/delete', { password: `wrong-${attempt}` })).status).toBe(403);
    }
    const limited = await browser.post<ApiErrorBody>('/api/account/delete', { password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect((await browser.get('/api/profile')).status).toBe(200);

    app.clock.advance(15 * 60 * 1000 + 1000);
    expect((await browser.post('/api/account/delete', { password: user.password })).status).toBe(200);
  });

  it('removes every row of the user from every table, ends the subscription and the session, and no one else’s', async () => {
    const other = await busyPhotographer();
    const othersRows = await rowsNaming(other.user.id, other.user.email);
    const { user, browser, stripeSubscriptionId } = await busyPhotographer();

    const before = await rowsNaming(user.id, user.email);
    // The check below means something only if the user really had rows all over the schema.
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'profiles',
        'tasks',
        'priority_tasks',
        'clients',
        'leads',
        'bug_reports',
        'idempotency_keys',
        'waitlist',
        'chat_drafts',
        'user_subscriptions',
        'billing_customers',
        'session_templates',
        'session_template_steps',
        'client_steps',
      ]),
    );

    const answer = await browser.post('/api/account/delete', { password: user.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: true });
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);

    expect(await rowsNaming(user.id, user.email)).toEqual({});
    expect(stripe().subscriptions.get(stripeSubscriptionId)?.status).toBe('canceled');
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect((await app.agent().signIn(user.email, user.password)).status).not.toBe(200);

    expect(await rowsNaming(other.user.id, other.user.email)).toEqual(othersRows);
    expect(stripe().subscriptions.get(other.stripeSubscriptionId)?.status).not.toBe('canceled');
  });

  it('exports every row the user owns and nothing of anyone else: data.json, and CSV a spreadsheet reads', async () => {
    const other = await busyPhotographer();
    const { user, browser } = await busyPhotographer();
    const trickyName = '=HYPERLINK("https://example.com"), Ava "Lens"\nJr';
    await createClients(db(), user.id, [{ name: trickyName, preSession: { contractSigned: true } }]);

    const answer = await browser.get<Buffer>('/api/account/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="shutterdesk-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(answer.body));
    expect(Object.keys(files).sort()).toEqual(['clients.csv', 'data.json', 'leads.csv']);

    const text = strFromU8(files['data.json']!);
    const data = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
    // Every table holding the user's rows is in the export, with as many rows as the database holds of them.
    const inDatabase = await rowsNaming(user.id, user.email);
    for (const table of [
      'clients',
      'leads',
      'tasks',
      'priority_tasks',
      'bug_reports',
      'user_subscriptions',
      'session_templates',
      'session_template_steps',
      'client_steps',
    ]) {
      expect(data.tables[table]?.length, table).toBe(inDatabase[table]);
    }
    expect(data.tables.users).toEqual([expect.objectContaining({ id: user.id, email: user.email })]);
    // A yearly routine and its completion are exported like any other.
    expect(data.tables.tasks).toContainEqual(
      expect.objectContaining({ title: 'Renew the studio lease', frequency: 'yearly' }),
    );
    expect(data.tables.task_completions).toEqual([
      expect.objectContaining({
        frequency: 'yearly',
        periodKey: periodKey('yearly', app.clock.now(), 'America/New_York'),
        pointsAwarded: 10,
      }),
    ]);
    expect(data.tables.bug_reports![0]!.screenshot).toBe(onePixelPng.toString('base64'));
    // Nothing of the other user, and no secret of the sign-in.
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain(other.user.email);
    const [account] = await query<{ password: string }>(
      db(),
      sql`select password from accounts where user_id = ${user.id}`,
    );
    const [session] = await query<{ token: string }>(db(), sql`select token from sessions where user_id = ${user.id}`);
    expect(text).not.toContain(account!.password);
    expect(text).not.toContain(session!.token);

    const clientsCsv = strFromU8(files['clients.csv']!);
    const [header, ...lines] = clientsCsv.trimEnd().split('\r\n');
    expect(header).toContain('preSession.contractSigned');
    // The tricky name is one quoted cell, its formula neutralised, its quotes doubled, its line break kept.
    expect(clientsCsv).toContain(`"'=HYPERLINK(""https://example.com""), Ava ""Lens""\nJr"`);
    expect(lines).toHaveLength(inDatabase.clients!);
    expect(strFromU8(files['leads.csv']!).trimEnd().split('\r\n')).toHaveLength(inDatabase.leads! + 1);
  });

  it('without a session: 401', async () => {
    expect((await app.agent().post('/api/account/delete', { password: 'whatever1' })).status).toBe(401);
    expect((await app.agent().get('/api/account/export')).status).toBe(401);
  });
});
