import { randomUUID } from 'node:crypto';
import {
  adminStatusFilters,
  subscriptionStatusLabel,
  type AdminStatusFilter,
  type AdminUserDetails,
  type AdminUserRow,
  type ApiErrorBody,
  type AuditEvent,
} from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuditEvents, profiles, users } from '../src/db/schema';
import { insertListedUsers, signedInAdmin, signedInUser, type SignedInUser } from '../src/testing/admin-factories';
import { createSubscriptionRow } from '../src/testing/billing-factories';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard, recordCompletions } from '../src/testing/factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { useTestServerWithBilling } from './billing-helpers';
import { send } from './dashboard-helpers';
import { openEventStream } from './notifications-helpers';

interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const day = 86_400_000;

describe.each(testDatabaseKinds)('[ADMIN USERS] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInAdmin(app);
  });

  const list = (query: string) => admin.browser.get<Page<AdminUserRow>>(`/api/admin/users?${query}`);
  const details = (id: string) => admin.browser.get<AdminUserDetails>(`/api/admin/users/${id}`);
  const auditOf = async (userId: string) =>
    db().select().from(adminAuditEvents).where(eq(adminAuditEvents.targetUserId, userId)).orderBy(adminAuditEvents.at);

  /** A fresh word for one test's users, so what other tests create never matches its searches. */
  const freshWord = () => `zq${randomUUID().slice(0, 8)}`;

  it('pages the users newest first with the exact count, and searches name or e-mail case-insensitively', async () => {
    const word = freshWord();
    const start = Date.parse('2026-01-01T00:00:00Z');
    // 23 users, a day apart: #0 is the oldest. Every third has the word only in the e-mail, the rest in the name.
    const ids = await insertListedUsers(
      db(),
      Array.from({ length: 23 }, (_, index) => ({
        name: index % 3 === 0 ? `Plain Person ${index}` : `${word.toUpperCase()} Person ${index}`,
        email: index % 3 === 0 ? `${word}-${index}@example.com` : `person-${randomUUID()}@example.com`,
        createdAt: new Date(start + index * day),
        withProfile: index !== 5,
      })),
    );
    const newestFirst = [...ids].reverse();

    const first = await list(`search=${word}&pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.body.items.map((row) => row.id)).toEqual(newestFirst.slice(0, 10));
    const last = await list(`search=${word.toUpperCase()}&pageSize=10&page=3`);
    expect(last.body.items.map((row) => row.id)).toEqual(newestFirst.slice(20));
    expect((await list(`search=${word}&pageSize=20&page=2`)).body.items).toHaveLength(3);
    // Past the last page: no rows, the count still exact.
    expect((await list(`search=${word}&page=9`)).body).toMatchObject({ items: [], total: 23, pageCount: 3 });

    // Only the e-mail matches for #0, #3, …; only the name for the others.
    const byEmail = await list(`search=${encodeURIComponent(`${word}-3@`)}`);
    expect(byEmail.body.items.map((row) => row.id)).toEqual([ids[3]]);
    const byName = await list(`search=${encodeURIComponent(`${word} person 22`)}`);
    expect(byName.body.items.map((row) => row.id)).toEqual([ids[22]]);
    // A user who has not finished signing up (no profile) is listed too.
    expect((await list(`search=${encodeURIComponent(`${word} person 5`)}`)).body.items).toMatchObject([
      { id: ids[5], bannedAt: null, lastActiveAt: null, isAdmin: false, subscription: null },
    ]);
    // The search's % and _ are plain characters.
    expect((await list(`search=${encodeURIComponent(`${word}%`)}`)).body.total).toBe(0);
    expect((await list(`search=${encodeURIComponent(`${word.slice(0, 4)}_`)}`)).body.total).toBe(0);
    expect((await list(`search=nobody-${word}`)).body).toMatchObject({ items: [], total: 0, pageCount: 1 });

    // Defaults: page 1 of 10, every user (the admin included).
    const everyone = await list('');
    expect(everyone.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(everyone.body.total).toBeGreaterThanOrEqual(24);
    const counted = (await db().execute(sql`select count(*)::int as count from users`)) as unknown as {
      rows: { count: number }[];
    };
    expect(counted.rows[0]?.count).toBe(everyone.body.total);
  });

  it('filters on the current subscription, shows its label, and counts a cancelled one as Canceled only', async () => {
    const word = freshWord();
    const names = ['active', 'trialing', 'pastDue', 'canceled', 'endsAtPeriodEnd', 'canceledAt', 'renewed', 'free'];
    const ids = await insertListedUsers(
      db(),
      names.map((name, index) => ({
        name: `${word} ${name}`,
        email: `${word}-${name}@example.com`,
        createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + index * day),
      })),
    );
    const id = Object.fromEntries(names.map((name, index) => [name, ids[index]!]));
    const periodStart = (days: number) => new Date(Date.parse('2026-03-01T00:00:00Z') + days * day);
    await createSubscriptionRow(db(), id.active!, { status: 'active' });
    await createSubscriptionRow(db(), id.trialing!, { status: 'trialing' });
    await createSubscriptionRow(db(), id.pastDue!, { status: 'past_due' });
    await createSubscriptionRow(db(), id.canceled!, { status: 'canceled', canceledAt: periodStart(0) });
    await createSubscriptionRow(db(), id.endsAtPeriodEnd!, { status: 'active', cancelAtPeriodEnd: true });
    await createSubscriptionRow(db(), id.canceledAt!, { status: 'trialing', canceledAt: periodStart(0) });
    // The newest by period start is canceled, so the older active one counts.
    await createSubscriptionRow(db(), id.renewed!, { status: 'active', currentPeriodStart: periodStart(1) });
    await createSubscriptionRow(db(), id.renewed!, { status: 'canceled', currentPeriodStart: periodStart(5) });

    const matching = async (status: AdminStatusFilter) => {
      const answer = await list(`search=${word}&status=${status}&pageSize=50`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(answer.body.items.length);
      return new Set(answer.body.items.map((row) => row.id));
    };
    expect(await matching('all')).toEqual(new Set(ids));
    expect(await matching('active')).toEqual(new Set([id.active, id.renewed]));
    expect(await matching('trialing')).toEqual(new Set([id.trialing]));
    expect(await matching('past_due')).toEqual(new Set([id.pastDue]));
    expect(await matching('canceled')).toEqual(new Set([id.canceled, id.endsAtPeriodEnd, id.canceledAt]));
    expect(adminStatusFilters).toHaveLength(5);
    // Paged, and past the last page, the count stays exact.
    expect((await list(`search=${word}&status=canceled&pageSize=10&page=1`)).body).toMatchObject({ total: 3 });
    expect((await list(`search=${word}&status=canceled&pageSize=10&page=2`)).body).toMatchObject({
      items: [],
      total: 3,
      pageCount: 1,
    });

    const rows = (await list(`search=${word}&pageSize=50`)).body.items;
    const labelOf = (userId: string) => subscriptionStatusLabel(rows.find((row) => row.id === userId)!.subscription);
    expect(names.map((name) => labelOf(id[name]!))).toEqual([
      'Active',
      'Trial',
      'Past Due',
      'Canceled',
      'Canceled',
      'Canceled',
      'Active',
      'Free',
    ]);
    expect(rows.find((row) => row.id === id.endsAtPeriodEnd)!.subscription).toEqual({
      status: 'active',
      canceledAt: null,
      cancelAtPeriodEnd: true,
    });
  });

  it('shows a user’s details: counts, conversion rate, tasks by frequency, subscription and recent admin actions', async () => {
    const target = await signedInUser(app, { name: 'Della Details' });
    const userId = target.user.id;
    await createLeads(db(), userId, 8);
    await createClients(db(), userId, 3);
    const dashboard = await createDashboard({ auth: app.server.auth, db: db() }, userId, {
      categories: ['Finance'],
      tasks: [
        { title: 'Check the books', category: 'Finance', frequency: 'daily' },
        { title: 'Send invoices', category: 'Finance', frequency: 'weekly' },
        { title: 'Pay the taxes', category: 'Finance', frequency: 'monthly' },
        { title: 'File the annual return', category: 'Finance', frequency: 'yearly' },
      ],
    });
    const [daily, weekly, monthly, yearly] = dashboard.taskIds as [string, string, string, string];
    const at = (iso: string) => new Date(iso);
    await recordCompletions({ auth: app.server.auth, db: db() }, userId, [
      { taskId: daily, at: at('2026-04-01T12:00:00Z') },
      { taskId: daily, at: at('2026-04-02T12:00:00Z') },
      { taskId: daily, at: at('2026-04-03T12:00:00Z') },
      { taskId: weekly, at: at('2026-04-01T12:00:00Z') },
      { taskId: weekly, at: at('2026-04-15T12:00:00Z') },
      { taskId: monthly, at: at('2026-04-01T12:00:00Z') },
      { taskId: yearly, at: at('2025-04-01T12:00:00Z') },
      { taskId: yearly, at: at('2026-04-01T12:00:00Z') },
    ]);
    // The details take the newest by creation that is not canceled.
    const older = await createSubscriptionRow(db(), userId, {
      status: 'active',
      createdAt: at('2026-01-01T00:00:00Z'),
    });
    await createSubscriptionRow(db(), userId, { status: 'canceled', createdAt: at('2026-03-01T00:00:00Z') });

    const answer = await details(userId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: userId,
      name: 'Della Details',
      email: target.user.email,
      bannedAt: null,
      isAdmin: false,
      leads: 8,
      clients: 3,
      conversionRate: 38,
      tasksCompleted: { daily: 3, weekly: 2, monthly: 1, yearly: 2 },
      subscription: { id: older.id, status: 'active', planName: 'Basic', amount: 1900, interval: 'month' },
      auditEvents: [],
    });
    expect(answer.body.lastSignInAt).not.toBeNull();

    const newcomer = await signedInUser(app);
    expect((await details(newcomer.user.id)).body).toMatchObject({
      leads: 0,
      clients: 0,
      conversionRate: 0,
      tasksCompleted: { daily: 0, weekly: 0, monthly: 0, yearly: 0 },
      subscription: null,
    });

    await send(admin.browser, 'PATCH', `/api/admin/users/${userId}`, { name: 'Della Renamed' });
    await admin.browser.post(`/api/admin/users/${userId}/ban`);
    const events = (await details(userId)).body.auditEvents;
    expect(events.map((event) => event.action)).toEqual(['user.ban', 'user.update']);
    expect(events[1]).toMatchObject({
      actor: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
      targetUserId: userId,
      targetCouponId: null,
      targetLabel: target.user.email,
      changes: { name: { from: 'Della Details', to: 'Della Renamed' } },
    });
  });

  it('renames a user (both copies of the name), records it, and keeps the e-mail read-only', async () => {
    const target = await signedInUser(app, { name: 'Rita Rename' });
    const renamed = await send<AdminUserRow>(admin.browser, 'PATCH', `/api/admin/users/${target.user.id}`, {
      name: '  Rita Renamed  ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: target.user.id, name: 'Rita Renamed', email: target.user.email });
    const [user] = await db().select({ name: users.name }).from(users).where(eq(users.id, target.user.id));
    const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, target.user.id));
    expect([user?.name, profile?.name]).toEqual(['Rita Renamed', 'Rita Renamed']);
    expect((await target.browser.get<{ name: string }>('/api/profile')).body.name).toBe('Rita Renamed');

    // The same name again is no change, and records nothing.
    await send(admin.browser, 'PATCH', `/api/admin/users/${target.user.id}`, { name: 'Rita Renamed' });
    expect((await auditOf(target.user.id)).map((event) => [event.action, event.actorId, event.changes])).toEqual([
      ['user.update', admin.user.id, { name: { from: 'Rita Rename', to: 'Rita Renamed' } }],
    ]);

    const withEmail = await send<ApiErrorBody>(admin.browser, 'PATCH', `/api/admin/users/${target.user.id}`, {
      name: 'Rita',
      email: 'someone-else@example.com',
    });
    expect(withEmail.status).toBe(400);
    expect(withEmail.body.error.code).toBe('VALIDATION_FAILED');
    const blank = await send<ApiErrorBody>(admin.browser, 'PATCH', `/api/admin/users/${target.user.id}`, {
      name: '   ',
    });
    expect(blank.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: expect.any(String) } });
    expect((await details(target.user.id)).body.email).toBe(target.user.email);
  });

  it('bans a user at once: their next request and their live stream end, sign-in is refused; unban lets them sign in', async () => {
    const target = await signedInUser(app, { name: 'Ben Banned' });
    const stream = await openEventStream(target.browser);
    expect(stream.status).toBe(200);
    expect((await target.browser.get('/api/profile')).status).toBe(200);

    const before = Date.now();
    const banned = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/ban`);
    expect(banned.status).toBe(200);
    expect(banned.body.id).toBe(target.user.id);
    expect(Date.parse(banned.body.bannedAt!)).toBeGreaterThanOrEqual(before - 1000);

    await vi.waitFor(() => expect(stream.isEnded()).toBe(true), { timeout: 3000, interval: 10 });
    const refused = await target.browser.get<ApiErrorBody>('/api/notifications');
    expect([refused.status, refused.body.error.code]).toEqual([403, 'ACCOUNT_BANNED']);
    // The banned screen still reads the profile, which says so.
    expect((await target.browser.get<{ isBanned: boolean }>('/api/profile')).body.isBanned).toBe(true);
    expect((await app.agent().signIn(target.user.email, target.user.password)).status).toBe(403);

    // Banning again changes nothing: the same time, no second event.
    const again = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/ban`);
    expect(again.body.bannedAt).toBe(banned.body.bannedAt);
    expect((await list(`search=${encodeURIComponent(target.user.email)}`)).body.items[0]?.bannedAt).toBe(
      banned.body.bannedAt,
    );

    // An unban ends the sessions from before it: the user signs in afresh.
    const unbanned = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/unban`);
    expect([unbanned.status, unbanned.body.bannedAt]).toEqual([200, null]);
    expect((await target.browser.get('/api/notifications')).status).toBe(401);
    expect((await target.browser.signIn(target.user.email, target.user.password)).status).toBe(200);
    expect((await target.browser.get('/api/notifications')).status).toBe(200);

    const events = await auditOf(target.user.id);
    expect(events.map((event) => [event.action, event.actorId, event.targetLabel])).toEqual([
      ['user.ban', admin.user.id, target.user.email],
      ['user.unban', admin.user.id, target.user.email],
    ]);
    expect(events[0]!.changes).toEqual({ bannedAt: { from: null, to: banned.body.bannedAt } });
    expect(events[1]!.changes).toEqual({ bannedAt: { from: banned.body.bannedAt, to: null } });
  });

  it('bans a user who has not finished signing up, so the ban holds once they do', async () => {
    const [userId] = await insertListedUsers(db(), [
      {
        name: 'No Profile',
        email: `no-profile-${randomUUID()}@example.com`,
        createdAt: new Date(),
        withProfile: false,
      },
    ]);
    const banned = await admin.browser.post<AdminUserRow>(`/api/admin/users/${userId}/ban`);
    expect(banned.status).toBe(200);
    expect(banned.body.bannedAt).not.toBeNull();
  });

  it('refuses to ban or unban oneself', async () => {
    for (const action of ['ban', 'unban']) {
      const answer = await admin.browser.post<ApiErrorBody>(`/api/admin/users/${admin.user.id}/${action}`);
      expect([answer.status, answer.body.error.code]).toEqual([409, 'CANNOT_BAN_SELF']);
    }
    expect((await admin.browser.get('/api/admin/users')).status).toBe(200);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('lists the audit trail newest first, searchable and by user', async () => {
    const target = await signedInUser(app, { name: 'Audrey Audit' });
    await send(admin.browser, 'PATCH', `/api/admin/users/${target.user.id}`, { name: 'Audrey Audited' });
    await admin.browser.post(`/api/admin/users/${target.user.id}/ban`);
    await admin.browser.post(`/api/admin/users/${target.user.id}/unban`);

    const forUser = await admin.browser.get<Page<AuditEvent>>(`/api/admin/audit?userId=${target.user.id}&pageSize=10`);
    expect(forUser.status).toBe(200);
    expect(forUser.body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(forUser.body.items.map((event) => event.action)).toEqual(['user.unban', 'user.ban', 'user.update']);

    const emailWord = target.user.email.split('@')[0]!.toUpperCase();
    const searched = await admin.browser.get<Page<AuditEvent>>(`/api/admin/audit?search=${emailWord}&pageSize=10`);
    expect(searched.body.items.map((event) => event.targetUserId)).toEqual([
      target.user.id,
      target.user.id,
      target.user.id,
    ]);
    const secondPage = await admin.browser.get<Page<AuditEvent>>(
      `/api/admin/audit?userId=${target.user.id}&pageSize=10&page=2`,
    );
    expect(secondPage.body).toMatchObject({ items: [], total: 3 });
    const all = await admin.browser.get<Page<AuditEvent>>('/api/admin/audit');
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.items[0]).toMatchObject({ action: 'user.unban', actor: { id: admin.user.id } });
  });

  it('leaves nothing of a deleted user in the audit trail, and keeps an admin’s actions without them', async () => {
    const target = await signedInUser(app, { name: 'Gone Soon' });
    const otherAdmin = await signedInAdmin(app, { name: 'Temporary Admin' });
    await otherAdmin.browser.post(`/api/admin/users/${target.user.id}/ban`);
    const bystander = await signedInUser(app);
    await send(otherAdmin.browser, 'PATCH', `/api/admin/users/${bystander.user.id}`, { name: 'Still Here' });

    await db().delete(users).where(eq(users.id, target.user.id));
    await db().delete(users).where(eq(users.id, otherAdmin.user.id));
    const naming = (await db().execute(
      sql`select count(*)::int as count from admin_audit_events as row
          where strpos(row::text, ${target.user.id}) > 0 or strpos(row::text, ${target.user.email}) > 0
             or strpos(row::text, ${otherAdmin.user.id}) > 0 or strpos(row::text, ${otherAdmin.user.email}) > 0`,
    )) as unknown as { rows: { count: number }[] };
    expect(naming.rows[0]?.count).toBe(0);
    expect((await details(bystander.user.id)).body.auditEvents).toMatchObject([
      { action: 'user.update', actor: null, changes: { name: { to: 'Still Here' } } },
    ]);
  });

  it('shows a user as last active at their last sign-in when that is later than their last notification', async () => {
    const worker = await signedInUser(app, { name: 'Wendy Worksdaily' });
    const row = async () => (await list(`search=${encodeURIComponent(worker.user.email)}`)).body.items[0]!;
    // Never a notification: the sign-in is the last sign of life.
    const signedIn = await row();
    expect(signedIn.lastSignInAt).not.toBeNull();
    expect(signedIn.lastActiveAt).toBe(signedIn.lastSignInAt);
    // A notification long ago does not hide a sign-in today; a later one shows.
    await db()
      .update(profiles)
      .set({ lastActiveAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(profiles.id, worker.user.id));
    expect((await row()).lastActiveAt).toBe(signedIn.lastSignInAt);
    const later = new Date(Date.parse(signedIn.lastSignInAt!) + 60_000);
    await db().update(profiles).set({ lastActiveAt: later }).where(eq(profiles.id, worker.user.id));
    expect((await row()).lastActiveAt).toBe(later.toISOString());
    expect((await details(worker.user.id)).body.lastActiveAt).toBe(later.toISOString());
  });

  it('answers 404 for a malformed or unknown user id', async () => {
    for (const id of ['no-such-user', 'has.dots', 'a'.repeat(65), '%20']) {
      for (const [method, path] of [
        ['GET', `/api/admin/users/${id}`],
        ['PATCH', `/api/admin/users/${id}`],
        ['POST', `/api/admin/users/${id}/ban`],
        ['POST', `/api/admin/users/${id}/unban`],
      ] as const) {
        const answer = await send<ApiErrorBody>(
          admin.browser,
          method,
          path,
          method === 'PATCH' ? { name: 'X' } : undefined,
        );
        expect([path, answer.status, answer.body.error?.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    }
  });

  it('answers 400 VALIDATION_FAILED for a bad page, page size, search or status', async () => {
    const queries = [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'pageSize=1000',
      'pageSize=0',
      'pageSize=15',
      `search=${'x'.repeat(10 * 1024)}`,
      'status=unknown',
      'status=',
    ];
    for (const query of queries) {
      const answer = await admin.browser.get<ApiErrorBody>(`/api/admin/users?${query}`);
      expect([query.slice(0, 20), answer.status, answer.body.error?.code]).toEqual([
        query.slice(0, 20),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    for (const query of ['page=0', 'pageSize=1000', `search=${'x'.repeat(10 * 1024)}`]) {
      const answer = await admin.browser.get<ApiErrorBody>(`/api/admin/audit?${query}`);
      expect([answer.status, answer.body.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe.each(testDatabaseKinds)('[ADMIN USERS] with billing on, on %s', (kind) => {
  const billing = useTestServerWithBilling(kind);
  const { app } = billing;
  const db = () => app.server.database.db;
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInAdmin(app);
  });

  const auditOf = async (userId: string) =>
    db().select().from(adminAuditEvents).where(eq(adminAuditEvents.targetUserId, userId)).orderBy(adminAuditEvents.at);
  const aClient = {
    name: 'Nora Frame',
    sessionDate: '2026-09-12',
    sessionType: 'Wedding',
    sessionPackage: 'Mini session',
  };

  /** A user in the trial of a subscription bought through the Stripe-protocol server. */
  async function subscriber(): Promise<SignedInUser & { stripeSubscriptionId: string }> {
    const user = await signedInUser(app, { name: 'Sue Scriber' });
    const checkout = await user.browser.post<{ sessionId: string }>('/api/billing/checkout-sessions', {
      priceId: 'price_basic',
    });
    return { ...user, stripeSubscriptionId: await billing.stripe().completeCheckout(checkout.body.sessionId) };
  }

  it('gives free access and ends it, recording each; doing either twice changes nothing', async () => {
    const target = await signedInUser(app, { name: 'Carl Comped' });
    expect((await target.browser.post('/api/clients', aClient)).status).toBe(402);

    const given = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/free-access`);
    expect(given.status).toBe(200);
    expect(given.body.accessGrant).toEqual({ kind: 'comp', endsAt: null });
    expect((await target.browser.post('/api/clients', aClient)).status).toBe(201);
    const session = await target.browser.get<{ profile: { subscription: string; billing: { grant: unknown } } }>(
      '/api/session',
    );
    expect(session.body.profile).toMatchObject({ subscription: 'paid', billing: { grant: { kind: 'comp' } } });
    expect((await admin.browser.post(`/api/admin/users/${target.user.id}/free-access`)).status).toBe(200);

    const ended = await admin.browser.request<AdminUserRow>('DELETE', `/api/admin/users/${target.user.id}/free-access`);
    expect([ended.status, ended.body.accessGrant]).toEqual([200, null]);
    expect((await target.browser.post('/api/clients', aClient)).status).toBe(402);
    expect((await admin.browser.request('DELETE', `/api/admin/users/${target.user.id}/free-access`)).status).toBe(200);

    const events = await auditOf(target.user.id);
    expect(events.map((event) => [event.action, event.actorId, event.changes])).toEqual([
      ['user.comp', admin.user.id, { accessGrant: { from: null, to: 'comp' } }],
      ['user.end-comp', admin.user.id, { accessGrant: { from: 'comp', to: null } }],
    ]);
  });

  it('gives free access once when two admins give it at the same moment, and to a user without a profile yet', async () => {
    const target = await signedInUser(app, { name: 'Twice Given' });
    const other = await signedInAdmin(app);
    const answers = await Promise.all(
      [admin, other].map((giver) => giver.browser.post(`/api/admin/users/${target.user.id}/free-access`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await auditOf(target.user.id)).map((event) => event.action)).toEqual(['user.comp']);

    const [newcomer] = await insertListedUsers(db(), [
      { name: 'Not Yet', email: `not-yet-${randomUUID()}@example.com`, createdAt: new Date(), withProfile: false },
    ]);
    const toNewcomer = await admin.browser.post<AdminUserRow>(`/api/admin/users/${newcomer}/free-access`);
    expect([toNewcomer.status, toNewcomer.body.accessGrant?.kind]).toEqual([200, 'comp']);
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, newcomer!));
    expect(profile).toMatchObject({ subscription: 'paid', accessGrant: 'comp' });
    expect((await admin.browser.post(`/api/admin/users/${randomUUID()}/free-access`)).status).toBe(404);
  });

  it('stops a banned user’s billing: the subscription cancels at the period end, and the trail says so', async () => {
    const target = await subscriber();
    const banned = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/ban`);
    expect(banned.status).toBe(200);
    expect(banned.body.subscription).toMatchObject({ cancelAtPeriodEnd: true });
    expect(billing.stripe().subscriptions.get(target.stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
    const details = await admin.browser.get<AdminUserDetails>(`/api/admin/users/${target.user.id}`);
    expect(details.body.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    const [event] = await auditOf(target.user.id);
    expect(event!.changes).toMatchObject({ renewal: { from: 'renews', to: 'cancels at period end' } });
    // An unban does not resume it: that is the user's to choose.
    await admin.browser.post(`/api/admin/users/${target.user.id}/unban`);
    expect(billing.stripe().subscriptions.get(target.stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
  });

  it('bans while Stripe cannot be reached, and reconciliation stops the renewal later', async () => {
    const target = await subscriber();
    billing.stripe().setUnavailable(true);
    try {
      const banned = await admin.browser.post<AdminUserRow>(`/api/admin/users/${target.user.id}/ban`);
      expect(banned.status).toBe(200);
      expect(banned.body.bannedAt).not.toBeNull();
    } finally {
      billing.stripe().setUnavailable(false);
    }
    expect(billing.stripe().subscriptions.get(target.stripeSubscriptionId)!.cancel_at_period_end).toBe(false);
    await app.server.billing!.reconciliation.run();
    expect(billing.stripe().subscriptions.get(target.stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
  });
});
