import { readFileSync } from 'node:fs';
import { themeBootScript } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';

describe('the theme script of index.html', () => {
  it('is themeBootScript exactly, which the server allows by its hash and no other inline script', () => {
    const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const inlineScripts = [...page.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(inlineScripts).toEqual([themeBootScript]);
  });
});
