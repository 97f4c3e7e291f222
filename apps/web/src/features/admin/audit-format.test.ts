import { formatDateTime } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { auditActorName, auditChangeLines } from './audit-format';

describe('auditChangeLines', () => {
  it('names each changed field with its value before and after', () => {
    expect(
      auditChangeLines({ name: { from: 'Ava', to: 'Ava Lens' }, discountPercentage: { from: 10, to: 15 } }),
    ).toEqual(['Name: Ava → Ava Lens', 'Discount %: 10 → 15']);
  });

  it('shows an empty value as a dash and keeps unknown fields by their own name', () => {
    expect(auditChangeLines({ bannedAt: { from: null, to: '2026-11-25T10:00:00.000Z' } })).toEqual([
      `Banned: — → ${formatDateTime('2026-11-25T10:00:00.000Z')}`,
    ]);
    expect(auditChangeLines({ expiresAt: { from: '2026-12-31', to: null } })).toEqual(['Expires at: 2026-12-31 → —']);
    expect(auditChangeLines({ extra: { from: { a: 1 }, to: true } })).toEqual(['extra: {"a":1} → true']);
  });

  it('says what a ban did to the renewal and which free access was given or ended', () => {
    expect(auditChangeLines({ renewal: { from: 'renews', to: 'cancels at period end' } })).toEqual([
      'Renewal: renews → cancels at period end',
    ]);
    expect(auditChangeLines({ accessGrant: { from: null, to: 'comp' } })).toEqual([
      'Free access: — → Free access, given by an admin',
    ]);
    expect(auditChangeLines({ accessGrant: { from: 'trial', to: null } })).toEqual([
      'Free access: Free trial, given when billing was switched on → —',
    ]);
  });

  it('has no lines when nothing changed', () => {
    expect(auditChangeLines({})).toEqual([]);
  });
});

describe('auditActorName', () => {
  it('names the admin, or says the account is gone', () => {
    expect(auditActorName({ actor: { id: 'a', name: 'Ada', email: 'ada@example.com' } })).toBe('Ada');
    expect(auditActorName({ actor: { id: 'a', name: '', email: 'ada@example.com' } })).toBe('ada@example.com');
    expect(auditActorName({ actor: null })).toBe('A deleted admin');
  });
});
