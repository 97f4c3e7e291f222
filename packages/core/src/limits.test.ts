import { describe, expect, it } from 'vitest';
import { toastDurationMs, toastMinDurationMs } from './limits';

describe('toastDurationMs', () => {
  it('gives a short message the minimum and a long one about 60 ms a character', () => {
    expect(toastDurationMs('Saved')).toBe(toastMinDurationMs);
    expect(toastDurationMs('x'.repeat(66))).toBe(toastMinDurationMs);
    expect(toastDurationMs('x'.repeat(67))).toBe(4020);
    expect(toastDurationMs('x'.repeat(200))).toBe(12_000);
  });
});
