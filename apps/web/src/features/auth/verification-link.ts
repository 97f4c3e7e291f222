import { authTexts } from '@shutterdesk/core';

export interface VerificationLinkProblem {
  kind: 'invalid' | 'expired' | 'used' | 'replaced';
  title: string;
  hint: string;
}

/** The `error` codes a verification link's redirect carries: better-auth's, and ours for a used or replaced link. */
const problems: Record<string, VerificationLinkProblem> = {
  INVALID_TOKEN: { kind: 'invalid', title: authTexts.verificationLinkInvalid, hint: authTexts.verificationResendHint },
  USER_NOT_FOUND: {
    kind: 'invalid',
    title: authTexts.verificationLinkInvalid,
    hint: authTexts.verificationResendHint,
  },
  TOKEN_EXPIRED: { kind: 'expired', title: authTexts.verificationLinkExpired, hint: authTexts.verificationResendHint },
  ALREADY_VERIFIED: { kind: 'used', title: authTexts.verificationLinkUsed, hint: authTexts.verificationLinkUsedHint },
  LINK_REPLACED: {
    kind: 'replaced',
    title: authTexts.verificationLinkReplaced,
    hint: authTexts.verificationLinkReplacedHint,
  },
};

/** What went wrong with the verification link that led to the login page, from its search (`?error=…`). */
export function verificationLinkProblem(search: string): VerificationLinkProblem | null {
  const code = new URLSearchParams(search).get('error');
  return (code && problems[code]) || null;
}
