import { describe, expect, it } from 'vitest';
import { clientHeadersSchema, createClientSchema, updateClientSchema } from './client-schemas';
import { appointmentStatusOptions, initialPostSession, initialPreSession } from './clients';
import { defaultClientHeaders } from './options';

describe('appointmentStatusOptions', () => {
  it('offers each appointment field only its allowed statuses, never an empty value', () => {
    expect(appointmentStatusOptions.makeup).toEqual(['scheduled', 'not scheduled', 'in progress']);
    expect(appointmentStatusOptions.orderingAppointment).toEqual(['scheduled', 'not scheduled']);
    for (const options of Object.values(appointmentStatusOptions)) expect(options).not.toContain('');
  });
});

describe('createClientSchema', () => {
  const valid = { name: 'Mia Hart', sessionDate: '2026-12-05', sessionType: 'Family', sessionPackage: 'Mini session' };

  it('accepts a complete client and defaults the optional contact fields', () => {
    expect(createClientSchema.parse(valid)).toEqual({ ...valid, email: '', phone: '' });
  });

  it('names every missing required field in one message, in the form order', () => {
    const result = createClientSchema.safeParse({
      name: ' ',
      sessionDate: '',
      sessionType: 'Family',
      sessionPackage: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please fill in the required fields: Client Name, Session Date, Session Package.',
    );
    expect(createClientSchema.safeParse({ ...valid, sessionType: '' }).error?.issues[0]?.message).toBe(
      'Please fill in the required field: Session Type.',
    );
  });

  it('treats a required field left out like a blank one', () => {
    expect(createClientSchema.safeParse({ name: 'Mia Hart' }).error?.issues[0]?.message).toBe(
      'Please fill in the required fields: Session Date, Session Type, Session Package.',
    );
  });

  it('says which values a session type may take, and refuses unknown fields', () => {
    expect(createClientSchema.safeParse({ ...valid, sessionType: 'Boudoir' }).error?.issues[0]?.message).toMatch(
      /^Session type must be one of: Portrait, Family/,
    );
    expect(createClientSchema.safeParse({ ...valid, userId: 'someone-else' }).success).toBe(false);
  });

  it('refuses unknown session types and packages, and impossible dates', () => {
    expect(createClientSchema.safeParse({ ...valid, sessionType: 'Boudoir' }).success).toBe(false);
    expect(createClientSchema.safeParse({ ...valid, sessionPackage: '5 session membership' }).success).toBe(false);
    expect(createClientSchema.safeParse({ ...valid, sessionDate: '2026-02-30' }).success).toBe(false);
  });
});

describe('updateClientSchema', () => {
  it('takes one checklist item at a time', () => {
    expect(updateClientSchema.parse({ preSession: { contractSigned: true } })).toEqual({
      preSession: { contractSigned: true },
    });
  });

  it('offers a status field only its own statuses', () => {
    expect(updateClientSchema.safeParse({ preSession: { makeup: 'in progress' } }).success).toBe(true);
    expect(updateClientSchema.safeParse({ preSession: { wardrobeAppointment: 'in progress' } }).success).toBe(false);
    expect(updateClientSchema.safeParse({ postSession: { orderingAppointment: 'completed' } }).success).toBe(false);
  });

  it('refuses unknown fields, empty updates and a blank name', () => {
    expect(updateClientSchema.safeParse({ preSession: { contractSigned: true, hacked: 1 } }).success).toBe(false);
    expect(updateClientSchema.safeParse({ userId: 'someone-else' }).success).toBe(false);
    expect(updateClientSchema.safeParse({}).success).toBe(false);
    expect(updateClientSchema.safeParse({ preSession: {} }).success).toBe(false);
    expect(updateClientSchema.safeParse({ name: '  ' }).success).toBe(false);
  });
});

describe('initial checklists', () => {
  it('start with every status not scheduled and every check false', () => {
    const pre = initialPreSession();
    const post = initialPostSession();
    expect(pre.makeup).toBe('not scheduled');
    expect(post.orderingAppointment).toBe('not scheduled');
    expect(Object.values(pre).filter((value) => typeof value === 'boolean')).not.toContain(true);
    expect(Object.values(post).filter((value) => typeof value === 'boolean')).not.toContain(true);
    expect(post.galleryDue).toBe('');
  });
});

describe('clientHeadersSchema', () => {
  it('keeps the chosen columns in their order with their default labels', () => {
    const defaults = defaultClientHeaders();
    const parsed = clientHeadersSchema.parse({
      sessionInfo: defaults.sessionInfo,
      preSession: [{ id: 'invoicePaid' }, { id: 'contractSigned', label: 'Renamed' }],
      postSession: [],
    });
    expect(parsed.preSession).toEqual([
      { id: 'invoicePaid', label: 'Invoice Paid' },
      { id: 'contractSigned', label: 'Contract Signed' },
    ]);
  });

  it('refuses unknown or repeated columns and a hidden session column', () => {
    const defaults = defaultClientHeaders();
    const base = { sessionInfo: defaults.sessionInfo, preSession: [], postSession: [] };
    expect(clientHeadersSchema.safeParse({ ...base, preSession: [{ id: 'culled' }] }).success).toBe(false);
    expect(clientHeadersSchema.safeParse({ ...base, postSession: [{ id: 'culled' }, { id: 'culled' }] }).success).toBe(
      false,
    );
    expect(clientHeadersSchema.safeParse({ ...base, sessionInfo: defaults.sessionInfo.slice(1) }).success).toBe(false);
  });
});
