import { describe, expect, it } from 'vitest';
import { keepListedIds } from './use-row-selection';

describe('the rows kept in a selection', () => {
  it('is the same selection while every picked row is still listed', () => {
    const picked = new Set(['a', 'b']);
    expect(keepListedIds(picked, ['a', 'b', 'c'])).toBe(picked);
  });

  it('drops rows that left the list', () => {
    expect([...keepListedIds(new Set(['a', 'b', 'c']), ['c', 'a'])]).toEqual(['a', 'c']);
  });
});
