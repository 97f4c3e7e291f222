import { describe, expect, it } from 'vitest';
import {
  defaultClientHeaders,
  defaultNotificationPreferences,
  notificationCategories,
  taskCategories,
} from './options';
import { completePasswordResetSchema, registerSchema, updatePasswordSchema } from './auth-schemas';
import { isValidTimeZone } from './fields';
import { joinWaitlistSchema } from './waitlist-schemas';
import { guardTexts } from './texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('registerSchema', () => {
  const valid = { name: 'Ava', email: 'ava@example.com', password: 'secret', confirmPassword: 'secret' };

  it('accepts a complete form and trims the name and e-mail', () => {
    expect(registerSchema.parse({ ...valid, name: '  Ava ', email: ' ava@example.com ' })).toMatchObject({
      name: 'Ava',
      email: 'ava@example.com',
    });
  });

  it("says 'Passwords do not match' on the confirmation field", () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, confirmPassword: 'secreT' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('requires every field and a password of at least 6 characters', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, name: ' ' }))).toEqual(['name: Please enter your name.']);
    expect(firstMessage(registerSchema.safeParse({ ...valid, email: 'ava' }))).toEqual([
      'email: Please enter a valid email address.',
    ]);
    expect(firstMessage(registerSchema.safeParse({ ...valid, password: '12345', confirmPassword: '12345' }))).toEqual([
      'password: Password must be at least 6 characters.',
    ]);
  });
});

describe('password and waitlist schemas', () => {
  it('needs a new password of 6 or more that matches its confirmation', () => {
    expect(updatePasswordSchema.safeParse({ password: '123456', confirmPassword: '123456' }).success).toBe(true);
    expect(firstMessage(updatePasswordSchema.safeParse({ password: '123456', confirmPassword: '1234567' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(completePasswordResetSchema.safeParse({ token: ' ', newPassword: '123456' }).success).toBe(false);
  });

  it('lower-cases nothing but trims the waitlist e-mail', () => {
    expect(joinWaitlistSchema.parse({ email: ' A@Example.com ' }).email).toBe('A@Example.com');
    expect(joinWaitlistSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('profile defaults', () => {
  it('turns every notification on, for all nine categories', () => {
    const preferences = defaultNotificationPreferences();
    expect(preferences).toMatchObject({ priorityTasks: true, leads: true, clients: true });
    expect(Object.keys(preferences.categoryTasks)).toEqual([...notificationCategories]);
    expect(Object.values(preferences.categoryTasks).every(Boolean)).toBe(true);
  });

  it('has the spec default checklist columns in order', () => {
    const headers = defaultClientHeaders();
    expect(headers.sessionInfo.map((header) => header.label)).toEqual([
      'Client Name',
      'Session Type',
      'Session Package',
      'Session Date',
    ]);
    expect(headers.preSession).toHaveLength(9);
    expect(headers.postSession).toHaveLength(13);
    expect(headers.postSession[0]).toEqual({ id: 'galleryDue', label: 'Gallery Due Date' });
    const ids = [...headers.preSession, ...headers.postSession].map((header) => header.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has nine task categories', () => {
    expect(taskCategories).toHaveLength(9);
  });
});

describe('guard texts', () => {
  it('puts the support e-mail into the banned message verbatim', () => {
    expect(guardTexts.bannedMessage('help@example.com')).toBe(
      'Your account has been suspended. If you believe this is an error, contact support: help@example.com',
    );
  });
});
