import { randomBytes, randomUUID } from 'node:crypto';
import { couponFormTexts, type ApiErrorBody, type Coupon, type CouponList } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEvents, couponRedemptions, discountCoupons } from '../src/db/schema';
import { signedInAdmin, signedInUser, type SignedInUser } from '../src/testing/admin-factories';
import { createCoupon } from '../src/testing/billing-factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send } from './dashboard-helpers';

const hour = 3_600_000;
const day = 24 * hour;

/** A code no other test uses, in lower case as an admin might type it. */
const freshCode = () => `spring-${randomBytes(4).toString('hex')}`;

describe.each(testDatabaseKinds)('[ADMIN COUPONS] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInAdmin(app);
  });

  const validCoupon = () => ({
    name: 'Spring offer',
    code: freshCode(),
    discountPercentage: 25,
    usageLimit: 10,
    expiresAt: null as string | null,
  });
  const list = () => admin.browser.get<CouponList>('/api/admin/coupons');
  const create = (body: unknown, browser = admin.browser) =>
    browser.post<Coupon & ApiErrorBody>('/api/admin/coupons', body);
  const update = (id: string, body: unknown) =>
    send<Coupon & ApiErrorBody>(admin.browser, 'PATCH', `/api/admin/coupons/${id}`, body);
  const remove = (id: string) => send<Coupon & ApiErrorBody>(admin.browser, 'DELETE', `/api/admin/coupons/${id}`);
  const auditOf = (couponId: string) =>
    db()
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.targetCouponId, couponId))
      .orderBy(adminAuditEvents.at);
  const today = () => app.clock.now().toISOString().slice(0, 10);

  it('refuses a signed-in user who is not an admin (403 ADMIN_ONLY), creating nothing', async () => {
    const photographer = await signedInUser(app);
    const listed = await photographer.browser.get<ApiErrorBody>('/api/admin/coupons');
    expect(listed.status).toBe(403);
    expect(listed.body.error.code).toBe('ADMIN_ONLY');
    const body = validCoupon();
    const created = await create(body, photographer.browser);
    expect(created.status).toBe(403);
    expect(created.body.error.code).toBe('ADMIN_ONLY');
    expect(await db().select().from(discountCoupons).where(eq(discountCoupons.code, body.code.toUpperCase()))).toEqual(
      [],
    );
  });

  it('creates a coupon inactive, with the code trimmed and upper-cased, the admin as its maker, and records it', async () => {
    const code = freshCode();
    const created = await create({
      ...validCoupon(),
      name: '  Spring offer ',
      code: `  ${code} `,
      expiresAt: '2099-03-31',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Spring offer',
      code: code.toUpperCase(),
      discountPercentage: 25,
      usageLimit: 10,
      timesUsed: 0,
      expiresAt: '2099-03-31',
      status: 'inactive',
      createdBy: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
    });
    // Even a body asking for "active" cannot make an active coupon: status is not a field of the create form.
    const activeAsked = await create({ ...validCoupon(), status: 'active' });
    expect(activeAsked.status).toBe(400);

    const [row] = await db().select().from(discountCoupons).where(eq(discountCoupons.id, created.body.id));
    expect(row).toMatchObject({ code: code.toUpperCase(), status: 'inactive', createdBy: admin.user.id });
    expect((await list()).body.coupons[0]).toEqual(created.body);

    const events = await auditOf(created.body.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'coupon.create',
      targetLabel: code.toUpperCase(),
      changes: {
        name: { from: null, to: 'Spring offer' },
        code: { from: null, to: code.toUpperCase() },
        discountPercentage: { from: null, to: 25 },
        usageLimit: { from: null, to: 10 },
        expiresAt: { from: null, to: '2099-03-31' },
        status: { from: null, to: 'inactive' },
      },
    });
  });

  it('refuses a code another coupon has, in any letter case or spacing, with 409 COUPON_CODE_TAKEN on the code', async () => {
    const code = freshCode();
    expect((await create({ ...validCoupon(), code })).status).toBe(201);
    for (const again of [code, code.toUpperCase(), ` ${code.slice(0, 3).toUpperCase()}${code.slice(3)}  `]) {
      const refused = await create({ ...validCoupon(), code: again });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'COUPON_CODE_TAKEN',
        message: 'This coupon code already exists',
        fields: { code: 'This coupon code already exists' },
      });
    }
    expect(await db().select().from(discountCoupons).where(eq(discountCoupons.code, code.toUpperCase()))).toHaveLength(
      1,
    );
  });

  it('lets one of several admins creating the same code at the same moment through, and answers the others 409', async () => {
    const other = await signedInAdmin(app, { name: 'Otto Other' });
    const code = freshCode();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        create(
          { ...validCoupon(), code: index % 2 ? code : code.toUpperCase() },
          index % 3 ? admin.browser : other.browser,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.fields).toEqual({ code: couponFormTexts.codeTaken });
    }
    const rows = await db().select().from(discountCoupons).where(eq(discountCoupons.code, code.toUpperCase()));
    expect(rows).toHaveLength(1);
    // Only the coupon made is in the audit trail.
    expect(await auditOf(rows[0]!.id)).toHaveLength(1);
  });

  const tooLong = 'x'.repeat(10_000);
  it.each([
    ['a discount of 0', { discountPercentage: 0 }, 'discountPercentage', 'Discount must be between 1 and 100'],
    ['a discount of 101', { discountPercentage: 101 }, 'discountPercentage', 'Discount must be between 1 and 100'],
    ['a discount of 12.5', { discountPercentage: 12.5 }, 'discountPercentage', 'Discount must be between 1 and 100'],
    ['a discount of "ten"', { discountPercentage: 'ten' }, 'discountPercentage', 'Discount must be between 1 and 100'],
    ['a discount of null', { discountPercentage: null }, 'discountPercentage', 'Discount percentage is required'],
    ['no discount', { discountPercentage: undefined }, 'discountPercentage', 'Discount percentage is required'],
    ['an allowance of 0', { usageLimit: 0 }, 'usageLimit', 'Allowance must be at least 1'],
    ['an allowance of -3', { usageLimit: -3 }, 'usageLimit', 'Allowance must be at least 1'],
    ['an allowance of 2.5', { usageLimit: 2.5 }, 'usageLimit', 'Allowance must be at least 1'],
    ['no allowance', { usageLimit: undefined }, 'usageLimit', 'Usage allowance is required'],
    ['an allowance past an integer', { usageLimit: 1e12 }, 'usageLimit', couponFormTexts.allowanceTooLarge],
    ['no name', { name: undefined }, 'name', 'Coupon name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Coupon name is required'],
    ['a name of 10,000 characters', { name: tooLong }, 'name', couponFormTexts.nameTooLong],
    ['no code', { code: undefined }, 'code', 'Coupon code is required'],
    ['a blank code', { code: '  ' }, 'code', 'Coupon code is required'],
    ['a code of 2 characters', { code: ' ab ' }, 'code', 'Coupon code must be at least 3 characters'],
    ['a code of 10,000 characters', { code: tooLong }, 'code', couponFormTexts.codeTooLong],
    ['a code with spaces inside', { code: 'SPRING SALE' }, 'code', couponFormTexts.codeCharacters],
    [
      'an expiry that is no date',
      { expiresAt: '2026-02-30' },
      'expiresAt',
      'Dates must be real dates written yyyy-MM-dd.',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, field, message) => {
    const body = { ...validCoupon(), ...change };
    const refused = await create(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error.fields?.[field]).toBe(message);
    if (typeof body.code === 'string' && body.code.length < 100) {
      const code = body.code.trim().toUpperCase();
      expect(await db().select().from(discountCoupons).where(eq(discountCoupons.code, code))).toEqual([]);
    }
  });

  it('refuses an expiry before today and accepts today, today being the acting admin’s day in their time zone', async () => {
    const yesterday = new Date(app.clock.now().getTime() - day).toISOString().slice(0, 10);
    const refused = await create({ ...validCoupon(), expiresAt: yesterday });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { expiresAt: 'Expiry date cannot be in the past' },
    });
    expect((await create({ ...validCoupon(), expiresAt: today() })).status).toBe(201);

    // Late on the 14th in New York is the 15th in UTC: the admin in New York may still choose the 14th, the admin
    // whose time zone is UTC may not.
    const newYorker = await signedInAdmin(app, { timezone: 'America/New_York' });
    app.clock.set(new Date('2031-06-14T22:30:00-04:00'));
    try {
      expect((await create({ ...validCoupon(), expiresAt: '2031-06-14' }, newYorker.browser)).status).toBe(201);
      expect((await create({ ...validCoupon(), expiresAt: '2031-06-13' }, newYorker.browser)).status).toBe(400);
      expect((await create({ ...validCoupon(), expiresAt: '2031-06-14' })).body.error.fields).toEqual({
        expiresAt: couponFormTexts.expiryInPast,
      });
      expect((await create({ ...validCoupon(), expiresAt: '2031-06-15' })).status).toBe(201);
    } finally {
      app.clock.set(new Date());
    }
  });

  it('deactivates an expired coupon without a new date, but refuses moving a date into the past', async () => {
    const lapsed = await createCoupon(db(), { expiresAt: '2024-01-31', code: freshCode().toUpperCase() });
    const { name, code, discountPercentage, usageLimit, expiresAt } = lapsed;
    // The whole form, as the edit dialog sends it, with only the status changed.
    const deactivated = await update(lapsed.id, {
      name,
      code,
      discountPercentage,
      usageLimit,
      expiresAt,
      status: 'inactive',
    });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ status: 'inactive', expiresAt: '2024-01-31' });
    const moved = await update(lapsed.id, { expiresAt: '2024-02-29' });
    expect(moved.body.error.fields).toEqual({ expiresAt: couponFormTexts.expiryInPast });
    expect((await auditOf(lapsed.id)).map((event) => event.changes)).toEqual([
      { status: { from: 'active', to: 'inactive' } },
    ]);
  });

  it('lists every coupon newest first with its uses: redeemed and still-held ones, not lapsed holds', async () => {
    const older = (await create(validCoupon())).body;
    const newer = (await create(validCoupon())).body;
    const now = app.clock.now();
    await db()
      .insert(couponRedemptions)
      .values([
        { couponId: older.id, userId: admin.user.id, heldUntil: new Date(now.getTime() - day), redeemedAt: now },
        { couponId: older.id, userId: admin.user.id, heldUntil: new Date(now.getTime() + hour) },
        { couponId: older.id, userId: admin.user.id, heldUntil: new Date(now.getTime() - hour) },
        { couponId: newer.id, userId: admin.user.id, heldUntil: new Date(now.getTime() - hour) },
      ]);
    const answer = await list();
    expect(answer.status).toBe(200);
    const ids = answer.body.coupons.map((coupon) => coupon.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const createdTimes = answer.body.coupons.map((coupon) => coupon.createdAt);
    expect(createdTimes).toEqual([...createdTimes].sort().reverse());
    const byId = new Map(answer.body.coupons.map((coupon) => [coupon.id, coupon]));
    expect(byId.get(older.id)!.timesUsed).toBe(2);
    expect(byId.get(newer.id)!.timesUsed).toBe(0);
    // A coupon made outside the screen (no maker) is listed too.
    const seeded = await createCoupon(db());
    expect((await list()).body.coupons.find((coupon) => coupon.id === seeded.id)).toMatchObject({
      createdBy: null,
      status: 'active',
      timesUsed: 0,
    });
  });

  it('edits any field and the status, stamps updatedAt, records from/to, and changes nothing for the same values', async () => {
    const created = (await create(validCoupon())).body;
    app.clock.advance(hour);
    try {
      const code = freshCode();
      const edited = await update(created.id, {
        name: 'Summer offer',
        code,
        discountPercentage: 40,
        usageLimit: 3,
        expiresAt: '2099-08-31',
        status: 'active',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: created.id,
        name: 'Summer offer',
        code: code.toUpperCase(),
        discountPercentage: 40,
        usageLimit: 3,
        expiresAt: '2099-08-31',
        status: 'active',
        createdAt: created.createdAt,
        createdBy: created.createdBy,
      });
      expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt) + hour - 1000);

      // Only the fields sent change; an expiry can be removed; the same values again record nothing.
      expect((await update(created.id, { status: 'inactive', expiresAt: null })).body).toMatchObject({
        name: 'Summer offer',
        status: 'inactive',
        expiresAt: null,
      });
      const unchanged = await update(created.id, { name: 'Summer offer', code: code.toLowerCase() });
      expect(unchanged.status).toBe(200);
      expect(unchanged.body.code).toBe(code.toUpperCase());

      const events = await auditOf(created.id);
      expect(events.map((event) => event.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
      expect(events[1]).toMatchObject({
        actorId: admin.user.id,
        targetLabel: created.code,
        changes: {
          name: { from: 'Spring offer', to: 'Summer offer' },
          code: { from: created.code, to: code.toUpperCase() },
          discountPercentage: { from: 25, to: 40 },
          usageLimit: { from: 10, to: 3 },
          expiresAt: { from: null, to: '2099-08-31' },
          status: { from: 'inactive', to: 'active' },
        },
      });
      expect(events[2]!.changes).toEqual({
        status: { from: 'active', to: 'inactive' },
        expiresAt: { from: '2099-08-31', to: null },
      });
    } finally {
      app.clock.set(new Date());
    }
  });

  it('keeps codes unique when editing: its own code in another case is fine, another coupon’s is 409', async () => {
    const first = (await create(validCoupon())).body;
    const second = (await create(validCoupon())).body;
    expect((await update(first.id, { code: ` ${first.code.toLowerCase()} ` })).status).toBe(200);
    const taken = await update(first.id, { code: second.code.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      fields: { code: 'This coupon code already exists' },
    });
    const [row] = await db().select().from(discountCoupons).where(eq(discountCoupons.id, first.id));
    expect(row!.code).toBe(first.code);
    expect((await auditOf(first.id)).map((event) => event.action)).toEqual(['coupon.create']);
  });

  it('checks an edit’s fields as the form does, and answers 404 for an unknown or malformed id', async () => {
    const created = (await create(validCoupon())).body;
    for (const [change, field] of [
      [{ discountPercentage: 0 }, 'discountPercentage'],
      [{ discountPercentage: 'ten' }, 'discountPercentage'],
      [{ usageLimit: 0 }, 'usageLimit'],
      [{ name: '' }, 'name'],
      [{ code: 'ab' }, 'code'],
      [{ status: 'paused' }, 'status'],
      [{ expiresAt: '2020-01-01' }, 'expiresAt'],
    ] as const) {
      const refused = await update(created.id, change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.error.fields).toHaveProperty(field);
    }
    expect((await update(created.id, { createdBy: 'someone-else' })).status).toBe(400);
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const path = encodeURIComponent(id);
      expect((await update(path, { name: 'Renamed' })).body.error?.code).toBe('NOT_FOUND');
      expect((await remove(path)).status).toBe(404);
    }
    expect((await list()).body.coupons.find((coupon) => coupon.id === created.id)).toEqual(created);
  });

  it('deletes a coupon, used or not, answering with it; its uses go with it and the trail keeps what it was', async () => {
    const used = (await create(validCoupon())).body;
    const now = app.clock.now();
    await db()
      .insert(couponRedemptions)
      .values([
        { couponId: used.id, userId: admin.user.id, heldUntil: now, redeemedAt: now },
        { couponId: used.id, userId: admin.user.id, heldUntil: new Date(now.getTime() + hour) },
      ]);
    const deleted = await remove(used.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ...used, timesUsed: 2 });
    expect(await db().select().from(discountCoupons).where(eq(discountCoupons.id, used.id))).toEqual([]);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, used.id))).toEqual([]);
    expect((await list()).body.coupons.map((coupon) => coupon.id)).not.toContain(used.id);

    const events = await auditOf(used.id);
    expect(events.map((event) => event.action)).toEqual(['coupon.create', 'coupon.delete']);
    expect(events[1]).toMatchObject({
      targetLabel: used.code,
      changes: {
        name: { from: 'Spring offer', to: null },
        code: { from: used.code, to: null },
        status: { from: 'inactive', to: null },
      },
    });
    // The code is free again, and a second delete finds nothing.
    expect((await create({ ...validCoupon(), code: used.code })).status).toBe(201);
    expect((await remove(used.id)).body.error.code).toBe('NOT_FOUND');
  });
});
