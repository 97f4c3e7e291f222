import { describe, expect, it } from 'vitest';
import { dashboardTexts } from './texts';

describe('points toast', () => {
  it('says point for one and points for any other gain', () => {
    expect(dashboardTexts.pointsEarned(1)).toBe('+1 point earned!');
    expect(dashboardTexts.pointsEarned(2)).toBe('+2 points earned!');
    expect(dashboardTexts.pointsEarned(5)).toBe('+5 points earned!');
  });
});
