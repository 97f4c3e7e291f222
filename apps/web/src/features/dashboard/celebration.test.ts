import { motivationalMessages } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { pickMotivationalMessage } from './celebration';

describe('pickMotivationalMessage', () => {
  it('can pick each of the thirty messages', () => {
    const picked = motivationalMessages.map((_, index) =>
      pickMotivationalMessage(() => index / motivationalMessages.length),
    );
    expect(picked).toEqual([...motivationalMessages]);
    expect(new Set(picked).size).toBe(30);
  });

  it('stays inside the list at the edges of the random range', () => {
    expect(pickMotivationalMessage(() => 0)).toBe(motivationalMessages[0]);
    expect(pickMotivationalMessage(() => 0.999999999)).toBe(motivationalMessages[29]);
  });
});
