import { adminTexts } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { banFailureText } from './ban-failure';

describe('banFailureText', () => {
  it("keeps the server's reason for a refusal", () => {
    expect(banFailureText(new ApiError(422, 'CANNOT_BAN_SELF', adminTexts.cannotBanSelf))).toBe(
      adminTexts.cannotBanSelf,
    );
  });

  it('falls back to the spec text without an answer or on a server fault', () => {
    expect(banFailureText(new TypeError('Failed to fetch'))).toBe('Failed to update ban status');
    expect(banFailureText(new ApiError(503, 'NOT_READY', 'Down for maintenance'))).toBe('Failed to update ban status');
  });
});
