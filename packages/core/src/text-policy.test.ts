import { describe, expect, it } from 'vitest';
import { findForbiddenText, forbiddenTextMessages, maxJsonDepth } from './text-policy';

describe('findForbiddenText', () => {
  it('passes ordinary text, emoji (surrogate pairs) and non-strings', () => {
    expect(findForbiddenText({ name: 'Zoë 📷', tags: ['a', 1, null, true], nested: { deep: ['ok'] } })).toBeNull();
    expect(findForbiddenText(42)).toBeNull();
  });

  it('names the field holding a NUL byte, however deep', () => {
    expect(findForbiddenText({ items: [{ title: 'ok' }, { title: 'bad\u0000' }] })).toEqual({
      path: 'items.1.title',
      message: forbiddenTextMessages.nul,
    });
    expect(findForbiddenText('x\u0000')).toEqual({ path: 'body', message: forbiddenTextMessages.nul });
  });

  it('finds lone high and low surrogates, and bad characters in keys', () => {
    expect(findForbiddenText({ notes: 'a\uD800b' })?.path).toBe('notes');
    expect(findForbiddenText({ notes: '\uDC00' })?.message).toBe(forbiddenTextMessages.loneSurrogate);
    expect(findForbiddenText({ notes: 'end\uD83D' })?.message).toBe(forbiddenTextMessages.loneSurrogate);
    expect(findForbiddenText({ order: { 'key\u0000': 1 } })).toEqual({
      path: 'order',
      message: forbiddenTextMessages.nul,
    });
  });

  it('refuses a value nested deeper than any request nests, without walking it to the bottom', () => {
    const nested = (levels: number, inner: unknown = 'x') =>
      Array.from({ length: levels }).reduce<unknown>((value) => [value], inner);
    expect(findForbiddenText({ rows: nested(maxJsonDepth - 1) })).toBeNull();
    expect(findForbiddenText({ rows: nested(maxJsonDepth) })).toEqual({
      path: ['rows', ...Array.from({ length: maxJsonDepth - 1 }, () => '0')].join('.'),
      message: forbiddenTextMessages.tooDeep,
    });
    // JSON.parse itself takes any depth; the walk stops at the limit instead of overflowing the stack.
    const parsed: unknown = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findForbiddenText(parsed)?.message).toBe(forbiddenTextMessages.tooDeep);
  });
});
