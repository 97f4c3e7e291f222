import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
      ADMIN_REQUIRE_2FA: true,
      billingEnabled: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBeUndefined();
  });

  it('backs the embedded mode up daily by default, keeping a week, and takes fractions of an hour', () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: 7 });
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: '0.5', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/backups' })).toMatchObject({
      BACKUP_DIR: '/mnt/backups',
      BACKUP_INTERVAL_HOURS: 0.5,
      BACKUP_KEEP: 30,
    });
  });

  it('normalises admin e-mails and the app URL', () => {
    const env = parseEnv({
      ADMIN_EMAILS: ' Boss@Example.com , second@example.com',
      APP_URL: 'https://app.example.com/',
    });
    expect(env.ADMIN_EMAILS).toEqual(['boss@example.com', 'second@example.com']);
    expect(env.APP_URL).toBe('https://app.example.com');
  });

  it('waives two-factor sign-in for admins only when told to in so many words', () => {
    expect(parseEnv({ ADMIN_REQUIRE_2FA: '' }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(parseEnv({ ADMIN_REQUIRE_2FA: 'false' }).ADMIN_REQUIRE_2FA).toBe(false);
    expect(parseEnv({ ADMIN_REQUIRE_2FA: '0' }).ADMIN_REQUIRE_2FA).toBe(false);
    expect(() => parseEnv({ ADMIN_REQUIRE_2FA: 'no' })).toThrow('ADMIN_REQUIRE_2FA');
  });

  it('turns billing on only when every Stripe setting is present', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }).billingEnabled).toBe(false);
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_IDS: 'price_1' })
        .billingEnabled,
    ).toBe(true);
  });

  it('keeps access 7 days after a failed payment and gives existing users the trial when billing is switched on', () => {
    expect(parseEnv({})).toMatchObject({ BILLING_GRACE_DAYS: 7, BILLING_EXISTING_USERS: 'trial' });
    expect(parseEnv({ BILLING_GRACE_DAYS: '0', BILLING_EXISTING_USERS: 'free' })).toMatchObject({
      BILLING_GRACE_DAYS: 0,
      BILLING_EXISTING_USERS: 'free',
    });
    expect(() => parseEnv({ BILLING_GRACE_DAYS: '2.5' })).toThrow('BILLING_GRACE_DAYS must be a whole number of days');
    expect(() => parseEnv({ BILLING_EXISTING_USERS: 'paid' })).toThrow(
      "BILLING_EXISTING_USERS must be 'trial' or 'free'",
    );
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [
      { DATABASE_URL: 'mysql://localhost/db', AUTH_SECRET: 'x'.repeat(32) },
      'DATABASE_URL must be a postgres:// connection string',
    ],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ BACKUP_INTERVAL_HOURS: 'daily' }, 'BACKUP_INTERVAL_HOURS must be a number of hours'],
    [{ BACKUP_INTERVAL_HOURS: '-1' }, 'BACKUP_INTERVAL_HOURS must be 0 (off) or more'],
    [{ BACKUP_INTERVAL_HOURS: '200' }, 'BACKUP_INTERVAL_HOURS must be at most 168'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP must keep at least 1 backup'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP must be a whole number'],
  ])('refuses %o with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
