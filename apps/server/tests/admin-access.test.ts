import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, ErrorCode } from '@shutterdesk/core';
import { apiContracts, type AnyEndpoint } from '@shutterdesk/core/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterAnnouncement } from '../src/testing/announcements';
import { signedInAdmin, signedInUser, type SignedInUser } from '../src/testing/admin-factories';
import { createCoupon, createSubscriptionRow } from '../src/testing/billing-factories';
import { createUser, setBanned } from '../src/testing/factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds, type TestServer } from '../src/testing/test-server';
import { enrolAuthenticator } from '../src/testing/two-factor';
import { useTestServer } from '../src/testing/use-test-server';

/** Every admin endpoint, from the registered contracts: a new one is covered without editing this test. */
const adminEndpoints = (Object.values(apiContracts) as AnyEndpoint[]).filter((contract) => contract.access === 'admin');

/** The tables the admin area reads and writes: a refused call must leave every row of them as it was. */
const adminTables = [
  'users',
  'profiles',
  'user_subscriptions',
  'admin_audit_events',
  'discount_coupons',
  'waitlist',
  'feedback',
  'bug_reports',
];

interface Targets {
  userId: string;
  couponId: string;
}

/** A path with its `{id}` naming a real row where the endpoint is about one (a user, a coupon). */
function pathFor(contract: AnyEndpoint, targets: Targets): string {
  const id = contract.path.startsWith('/api/admin/users/')
    ? targets.userId
    : contract.path.startsWith('/api/admin/coupons/')
      ? targets.couponId
      : randomUUID();
  return contract.path.replace('{id}', id);
}

/** Calls every admin endpoint; returns each call's operation, status and error code. */
async function callEveryAdminEndpoint(browser: TestAgent, targets: Targets) {
  const answers: { operationId: string; status: number; code: ErrorCode | undefined }[] = [];
  for (const contract of adminEndpoints) {
    // Any body: the access check comes before the body is read.
    const body = contract.request.body ? { name: 'Changed by the caller' } : undefined;
    const answer = await browser.request<ApiErrorBody | string>(
      contract.method.toUpperCase(),
      pathFor(contract, targets),
      body === undefined ? {} : { json: body },
    );
    const code = typeof answer.body === 'object' ? answer.body?.error?.code : undefined;
    answers.push({ operationId: contract.operationId, status: answer.status, code });
  }
  return answers;
}

function refusedAll(answers: Awaited<ReturnType<typeof callEveryAdminEndpoint>>, status: number, code: ErrorCode) {
  return answers.filter((answer) => answer.status !== status || answer.code !== code);
}

/** Every row of the admin tables, table by table. */
async function snapshot(app: TestServer): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of adminTables) {
    const result = (await app.server.database.db.execute(
      sql`select * from ${sql.identifier(table)} order by 1`,
    )) as unknown as { rows: unknown[] };
    tables[table] = result.rows;
  }
  return tables;
}

async function seedTargets(app: TestServer): Promise<Targets> {
  const db = app.server.database.db;
  const target = await createUser({ auth: app.server.auth, db }, { name: 'Tom Target' });
  await createSubscriptionRow(db, target.id, { status: 'active' });
  const coupon = await createCoupon(db);
  return { userId: target.id, couponId: coupon.id };
}

describe.each(testDatabaseKinds)('[ADMIN ACCESS] every admin endpoint, on %s', (kind) => {
  const app = useTestServer(kind);
  let targets: Targets;

  beforeAll(async () => {
    targets = await seedTargets(app);
  });

  it('lists the admin endpoints', () => {
    expect(adminEndpoints.map((contract) => contract.operationId)).toEqual(
      expect.arrayContaining(['listAdminUsers', 'readAdminUser', 'banAdminUser', 'listAdminAuditEvents']),
    );
  });

  it('refuses a visitor (401), a signed-in user (403 ADMIN_ONLY), a banned admin and an admin without two-factor sign-in, changing nothing', async () => {
    const before = await snapshot(app);
    const visitor = app.agent();
    expect(refusedAll(await callEveryAdminEndpoint(visitor, targets), 401, 'UNAUTHENTICATED')).toEqual([]);

    const photographer = await signedInUser(app, { twoFactor: true });
    expect(refusedAll(await callEveryAdminEndpoint(photographer.browser, targets), 403, 'ADMIN_ONLY')).toEqual([]);

    const adminWithoutTwoFactor = await signedInAdmin(app, { twoFactor: false });
    expect(
      refusedAll(await callEveryAdminEndpoint(adminWithoutTwoFactor.browser, targets), 403, 'TWO_FACTOR_REQUIRED'),
    ).toEqual([]);

    const bannedAdmin = await signedInAdmin(app);
    await setBanned({ auth: app.server.auth, db: app.server.database.db }, bannedAdmin.user.id);
    expect(refusedAll(await callEveryAdminEndpoint(bannedAdmin.browser, targets), 403, 'ACCOUNT_BANNED')).toEqual([]);

    // The callers' own sign-ups added rows; the rows that were there are exactly as they were.
    const after = await snapshot(app);
    for (const table of adminTables) expect(after[table], table).toEqual(expect.arrayContaining(before[table]!));
    expect(after.admin_audit_events).toEqual(before.admin_audit_events);
    expect(after.discount_coupons).toEqual(before.discount_coupons);
  });

  it('lets an admin with two-factor sign-in through every endpoint', async () => {
    const admin = await signedInAdmin(app);
    const refused = (await callEveryAdminEndpoint(admin.browser, targets)).filter(
      (answer) => answer.status === 401 || answer.status === 403 || answer.status >= 500,
    );
    expect(refused).toEqual([]);
  });

  it('takes a change of the admin flag or of two-factor sign-in into account as soon as the database announces it', async () => {
    const promoted: SignedInUser = await signedInUser(app, { twoFactor: true });
    const adminUsers = () => promoted.browser.get<ApiErrorBody>('/api/admin/users');
    expect((await adminUsers()).status).toBe(403);
    await app.server.database.db.execute(sql`update profiles set is_admin = true where id = ${promoted.user.id}`);
    await afterAnnouncement(kind, async () => expect((await adminUsers()).status).toBe(200));
    await app.server.database.db.execute(sql`update profiles set is_admin = false where id = ${promoted.user.id}`);
    await afterAnnouncement(kind, async () => expect((await adminUsers()).body.error.code).toBe('ADMIN_ONLY'));

    const admin = await signedInAdmin(app, { twoFactor: false });
    expect((await admin.browser.get<ApiErrorBody>('/api/admin/users')).body.error.code).toBe('TWO_FACTOR_REQUIRED');
    await enrolAuthenticator(admin.browser, admin.user.password);
    await afterAnnouncement(kind, async () => expect((await admin.browser.get('/api/admin/users')).status).toBe(200));
  });
});

describe.each(testDatabaseKinds)('[ADMIN ACCESS] with ADMIN_REQUIRE_2FA=false, on %s', (kind) => {
  const listedEmail = `listed-admin-${randomUUID()}@example.com`;
  const app = useTestServer(kind, { ADMIN_REQUIRE_2FA: 'false', ADMIN_EMAILS: listedEmail });
  let targets: Targets;

  beforeAll(async () => {
    targets = await seedTargets(app);
  });

  it('lets an admin without two-factor sign-in through, and an admin by ADMIN_EMAILS, but still no one else', async () => {
    const admin = await signedInAdmin(app, { twoFactor: false });
    const listed = await signedInUser(app, { email: listedEmail });
    for (const caller of [admin, listed]) {
      const refused = (await callEveryAdminEndpoint(caller.browser, targets)).filter(
        (answer) => answer.status === 401 || answer.status === 403 || answer.status >= 500,
      );
      expect(refused).toEqual([]);
    }
    const photographer = await signedInUser(app);
    expect(refusedAll(await callEveryAdminEndpoint(photographer.browser, targets), 403, 'ADMIN_ONLY')).toEqual([]);
  });
});
