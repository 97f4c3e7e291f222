import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  couponCreateRequestSchema,
  couponDay,
  couponExpired,
  couponEditFormSchema,
  couponFormSchema,
  couponFormTexts,
  couponUpdateSchema,
  type CouponForm,
} from './admin-records';

const today = '2026-11-25';
const form: CouponForm = { name: 'Black Friday', code: 'bf-2026', discountPercentage: 20, usageLimit: 50 };

/** The message each rejected field gets: the first one, as the form and the server show it. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}

describe('couponFormSchema', () => {
  const schema = couponFormSchema(today);

  it('trims the fields, upper-cases the code and reads a blank expiry as none', () => {
    expect(schema.parse({ ...form, name: '  Black Friday ', code: ' bf-2026 ', expiresAt: '' })).toEqual({
      name: 'Black Friday',
      code: 'BF-2026',
      discountPercentage: 20,
      usageLimit: 50,
      expiresAt: null,
    });
    expect(schema.parse({ ...form, expiresAt: null }).expiresAt).toBeNull();
    expect(schema.parse(form).expiresAt).toBeUndefined();
  });

  it.each([
    ['name missing', { ...form, name: undefined }, { name: couponFormTexts.nameRequired }],
    ['name blank', { ...form, name: '   ' }, { name: couponFormTexts.nameRequired }],
    ['name too long', { ...form, name: 'n'.repeat(101) }, { name: couponFormTexts.nameTooLong }],
    ['code missing', { ...form, code: undefined }, { code: couponFormTexts.codeRequired }],
    ['code blank', { ...form, code: '  ' }, { code: couponFormTexts.codeRequired }],
    ['code of 2', { ...form, code: ' ab ' }, { code: couponFormTexts.codeTooShort }],
    ['code too long', { ...form, code: 'C'.repeat(65) }, { code: couponFormTexts.codeTooLong }],
    ['code with a space', { ...form, code: 'BLACK FRIDAY' }, { code: couponFormTexts.codeCharacters }],
    ['code with an accent', { ...form, code: 'ÉTÉ2026' }, { code: couponFormTexts.codeCharacters }],
    [
      'discount missing',
      { ...form, discountPercentage: undefined },
      { discountPercentage: 'Discount percentage is required' },
    ],
    [
      'discount NaN (an empty number input)',
      { ...form, discountPercentage: Number.NaN },
      { discountPercentage: couponFormTexts.discountRequired },
    ],
    ['discount ""', { ...form, discountPercentage: '' }, { discountPercentage: couponFormTexts.discountRequired }],
    ['discount 0', { ...form, discountPercentage: 0 }, { discountPercentage: 'Discount must be between 1 and 100' }],
    ['discount 101', { ...form, discountPercentage: 101 }, { discountPercentage: couponFormTexts.discountRange }],
    ['discount 12.5', { ...form, discountPercentage: 12.5 }, { discountPercentage: couponFormTexts.discountRange }],
    ['discount "ten"', { ...form, discountPercentage: 'ten' }, { discountPercentage: couponFormTexts.discountRange }],
    [
      'discount "20" (text)',
      { ...form, discountPercentage: '20' },
      { discountPercentage: couponFormTexts.discountRange },
    ],
    ['allowance missing', { ...form, usageLimit: null }, { usageLimit: 'Usage allowance is required' }],
    ['allowance 0', { ...form, usageLimit: 0 }, { usageLimit: 'Allowance must be at least 1' }],
    ['allowance 1.5', { ...form, usageLimit: 1.5 }, { usageLimit: couponFormTexts.allowanceMin }],
    ['allowance huge', { ...form, usageLimit: 1e12 }, { usageLimit: couponFormTexts.allowanceTooLarge }],
    ['expiry yesterday', { ...form, expiresAt: '2026-11-24' }, { expiresAt: 'Expiry date cannot be in the past' }],
    [
      'expiry not a date',
      { ...form, expiresAt: '2026-02-30' },
      { expiresAt: 'Dates must be real dates written yyyy-MM-dd.' },
    ],
    [
      'expiry of another shape',
      { ...form, expiresAt: '25/12/2026' },
      { expiresAt: 'Dates must be real dates written yyyy-MM-dd.' },
    ],
    ['an unknown field', { ...form, status: 'active' }, { body: expect.any(String) }],
  ])('refuses %s with its message', (_, input, expected) => {
    expect(fieldErrors(schema, input)).toEqual(expected);
  });

  it('accepts an expiry of today and later, the bounds of discount and allowance, and a 3-character code', () => {
    for (const accepted of [
      { ...form, expiresAt: today },
      { ...form, expiresAt: '2099-12-31' },
      { ...form, discountPercentage: 1, usageLimit: 1, code: 'abc' },
      { ...form, discountPercentage: 100, usageLimit: 1_000_000 },
    ]) {
      expect(fieldErrors(schema, accepted)).toEqual({});
    }
  });

  it('names every wrong field of an empty form at once, each with its "required" message', () => {
    expect(fieldErrors(schema, {})).toEqual({
      name: couponFormTexts.nameRequired,
      code: couponFormTexts.codeRequired,
      discountPercentage: couponFormTexts.discountRequired,
      usageLimit: couponFormTexts.allowanceRequired,
    });
  });

  it('leaves the past-date rule to the schema that knows today: the contract accepts yesterday', () => {
    expect(fieldErrors(couponCreateRequestSchema, { ...form, expiresAt: '2026-11-24' })).toEqual({});
    expect(fieldErrors(couponFormSchema('2026-11-24'), { ...form, expiresAt: '2026-11-24' })).toEqual({});
  });
});

describe('couponEditFormSchema and couponUpdateSchema', () => {
  it('take the status while editing; a PATCH may send any field alone, each checked as in the form', () => {
    expect(couponEditFormSchema(today).parse({ ...form, status: 'active' }).status).toBe('active');
    expect(fieldErrors(couponEditFormSchema(today), { ...form, status: 'paused' })).toEqual({
      status: expect.any(String),
    });
    const update = couponUpdateSchema(today);
    expect(update.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(update.parse({ code: ' new-code ' })).toEqual({ code: 'NEW-CODE' });
    expect(update.parse({})).toEqual({});
    expect(fieldErrors(update, { discountPercentage: 0 })).toEqual({
      discountPercentage: couponFormTexts.discountRange,
    });
    expect(fieldErrors(update, { expiresAt: '2026-11-01' })).toEqual({ expiresAt: couponFormTexts.expiryInPast });
  });
});

describe('couponDay and couponExpired', () => {
  it('is the calendar day in the admin’s time zone', () => {
    expect(couponDay(new Date('2026-11-25T23:59:59.999Z'), 'UTC')).toBe('2026-11-25');
    expect(couponDay(new Date('2026-11-26T00:00:00.000Z'), 'UTC')).toBe('2026-11-26');
    // 20:00 in New York on the 25th is already the 26th in UTC, and still the 25th for the admin there.
    expect(couponDay(new Date('2026-11-25T20:00:00-05:00'), 'UTC')).toBe('2026-11-26');
    expect(couponDay(new Date('2026-11-25T20:00:00-05:00'), 'America/New_York')).toBe('2026-11-25');
    expect(couponDay(new Date('2026-11-26T08:00:00+09:00'), 'Asia/Tokyo')).toBe('2026-11-26');
  });

  it('lets a coupon be used until its last day has ended everywhere, so today’s date is never expired', () => {
    // The last moment of the 25th in UTC-12 is 12:00 UTC on the 26th.
    expect(couponExpired('2026-11-25', new Date('2026-11-26T11:59:59Z'))).toBe(false);
    expect(couponExpired('2026-11-25', new Date('2026-11-26T12:00:00Z'))).toBe(true);
    expect(couponExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    for (const zone of ['Pacific/Kiritimati', 'Asia/Tokyo', 'UTC', 'America/Los_Angeles', 'Pacific/Pago_Pago']) {
      for (const hour of [0, 6, 12, 18, 23]) {
        const now = new Date(Date.UTC(2026, 10, 25, hour, 30));
        expect(couponExpired(couponDay(now, zone), now)).toBe(false);
      }
    }
  });

  it('keeps an expired coupon’s own date when it is edited, but refuses moving it into the past', () => {
    const update = couponUpdateSchema(today, '2026-11-01');
    expect(update.parse({ expiresAt: '2026-11-01', status: 'inactive' })).toEqual({
      expiresAt: '2026-11-01',
      status: 'inactive',
    });
    expect(fieldErrors(update, { expiresAt: '2026-11-02' })).toEqual({ expiresAt: couponFormTexts.expiryInPast });
  });
});
