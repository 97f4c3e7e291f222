import { TOTP, URI } from 'otpauth';
import type { TestAgent } from './test-agent';

export interface Authenticator {
  /**
   * The code the user's authenticator app shows now, or `periodsAhead` periods later: the server takes the next
   * code a period early, so `code(1)` is a second code good now (each code signs in once).
   */
  code(periodsAhead?: number): string;
  /** A code that is certainly wrong now. */
  wrongCode(): string;
  backupCodes: string[];
  totpURI: string;
}

/**
 * Turns two-factor sign-in on for the signed-in user of `browser` as the account settings do: the password gives a
 * secret and backup codes, then a first code from the authenticator (computed here, as an app would) confirms it.
 */
export async function enrolAuthenticator(browser: TestAgent, password: string): Promise<Authenticator> {
  const enabled = await browser.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
    password,
  });
  if (enabled.status !== 200) throw new Error(`Enabling two-factor sign-in failed with ${enabled.status}`);
  const authenticator = authenticatorFor(enabled.body.totpURI, enabled.body.backupCodes);
  const verified = await browser.post('/api/auth/two-factor/verify-totp', { code: authenticator.code() });
  if (verified.status !== 200) throw new Error(`Confirming two-factor sign-in failed with ${verified.status}`);
  return authenticator;
}

export function authenticatorFor(totpURI: string, backupCodes: string[]): Authenticator {
  const totp = URI.parse(totpURI);
  if (!(totp instanceof TOTP)) throw new Error(`Not a TOTP address: ${totpURI}`);
  return {
    code: (periodsAhead = 0) => totp.generate({ timestamp: Date.now() + periodsAhead * totp.period * 1000 }),
    // Three steps away from now: outside the one-step drift a verifier allows either side.
    wrongCode: () => totp.generate({ timestamp: Date.now() + 3 * totp.period * 1000 }),
    backupCodes,
    totpURI,
  };
}
