import { describe, expect, it } from 'vitest';
import {
  accountProfileSchema,
  accountTexts,
  allCategoryTasksOn,
  changePasswordSchema,
  linkUrlField,
  normalizeLinkUrl,
  profileLinksSchema,
  toggleAllCategoryTasks,
} from './account';
import { linkUrlMaxLength } from './limits';
import { defaultLinks, defaultNotificationPreferences } from './options';

describe('normalizeLinkUrl', () => {
  it('puts https:// in front of a link without a scheme', () => {
    expect(normalizeLinkUrl('studio.example.com')).toBe('https://studio.example.com');
    expect(normalizeLinkUrl('  crm.example.com/inbox ')).toBe('https://crm.example.com/inbox');
  });

  it('keeps http and https links as they are and blank as blank', () => {
    expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com');
    expect(normalizeLinkUrl('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(normalizeLinkUrl('   ')).toBe('');
  });
});

describe('accountProfileSchema', () => {
  const schema = accountProfileSchema('ava@example.com');

  it('takes a new name alone, without the password', () => {
    expect(schema.safeParse({ name: 'Ava Frame', email: 'ava@example.com', password: '' }).success).toBe(true);
    expect(schema.safeParse({ name: 'Ava', email: 'AVA@example.com', password: '' }).success).toBe(true);
  });

  it('asks for the current password when the e-mail changes', () => {
    const missing = schema.safeParse({ name: 'Ava', email: 'new@example.com', password: '' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: accountTexts.emailChangeNeedsPassword }),
    ]);
    expect(schema.safeParse({ name: 'Ava', email: 'new@example.com', password: 'secret-1' }).success).toBe(true);
  });
});

describe('linkUrlField', () => {
  it('accepts web addresses, with or without a scheme, and blank', () => {
    expect(linkUrlField.parse('gallery.example.com/p?x=1')).toBe('https://gallery.example.com/p?x=1');
    expect(linkUrlField.parse('http://192.168.1.20:8080/crm')).toBe('http://192.168.1.20:8080/crm');
    expect(linkUrlField.parse('fotografie-müller.de')).toBe('https://fotografie-müller.de');
    expect(linkUrlField.parse('https://[::1]:3000/')).toBe('https://[::1]:3000/');
    expect(linkUrlField.parse('  ')).toBe('');
  });

  it('refuses script and data links, non-addresses and links over the limit', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'not a link',
      'https://',
      `https://example.com/${'a'.repeat(linkUrlMaxLength)}`,
    ]) {
      expect(linkUrlField.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('profileLinksSchema', () => {
  it('takes all nine links and nothing else', () => {
    expect(profileLinksSchema.parse({ ...defaultLinks, crm: 'crm.example.com' }).crm).toBe('https://crm.example.com');
    expect(profileLinksSchema.safeParse({ ...defaultLinks, extra: 'x' }).success).toBe(false);
    const { crm: _crm, ...missingOne } = defaultLinks;
    expect(profileLinksSchema.safeParse(missingOne).success).toBe(false);
  });
});

describe('changePasswordSchema', () => {
  const messages = (form: Record<string, string>) =>
    changePasswordSchema.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];

  it('gives the spec’s messages', () => {
    expect(messages({ currentPassword: 'secret-1', newPassword: 'secret-1', confirmPassword: 'secret-1' })).toEqual([
      accountTexts.samePassword,
    ]);
    expect(messages({ currentPassword: 'secret-1', newPassword: 'secret-2', confirmPassword: 'secret-3' })).toEqual([
      accountTexts.passwordsDoNotMatch,
    ]);
    expect(messages({ currentPassword: 'secret-1', newPassword: 'abc', confirmPassword: 'abc' })).toEqual([
      accountTexts.passwordTooShort,
    ]);
    expect(messages({ currentPassword: 'secret-1', newPassword: 'secret-2', confirmPassword: 'secret-2' })).toEqual([]);
  });
});

describe('the master Category Tasks switch', () => {
  it('is on only while all nine are, and toggling it sets all nine to the opposite', () => {
    const allOn = defaultNotificationPreferences();
    expect(allCategoryTasksOn(allOn)).toBe(true);
    const allOff = toggleAllCategoryTasks(allOn);
    expect(Object.values(allOff.categoryTasks).every((on) => !on)).toBe(true);
    expect(allOff.leads).toBe(true);

    const oneOff = { ...allOn, categoryTasks: { ...allOn.categoryTasks, Gallery: false } };
    expect(allCategoryTasksOn(oneOff)).toBe(false);
    expect(toggleAllCategoryTasks(oneOff)).toEqual(allOn);
  });
});
