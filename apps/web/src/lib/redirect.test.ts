import { describe, expect, it } from 'vitest';
import { loginAddress, loginRedirectState, rememberedPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/dashboard', '/leads?filter=booked', '/clients#row-3', '/admin/users/abc123', '/a//b'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['a leading space', ' /dashboard'],
    ['the empty string', ''],
  ])('refuses %s', (_description, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, true, {}, ['/dashboard'], new URL('http://localhost/dashboard')])(
    'refuses the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});

describe('loginRedirectState', () => {
  it('remembers the path with its query and hash', () => {
    expect(loginRedirectState({ pathname: '/leads', search: '?filter=booked', hash: '#top' })).toEqual({
      from: '/leads?filter=booked#top',
    });
    expect(loginRedirectState({ pathname: '/dashboard', search: '', hash: '' })).toEqual({ from: '/dashboard' });
  });
});

describe('rememberedPath', () => {
  it('reads a safe path from the history state', () => {
    expect(rememberedPath({ state: { from: '/clients?month=2025-06' }, search: '' })).toBe('/clients?month=2025-06');
    const state = loginRedirectState({ pathname: '/leads', search: '', hash: '' });
    expect(rememberedPath({ state, search: '' })).toBe('/leads');
  });

  it('reads a safe path from the address the server redirected to, the history state first', () => {
    const search = loginAddress({ from: '/leads?filter=booked#top' }).split('?')[1]!;
    expect(rememberedPath({ state: null, search: `?${search}` })).toBe('/leads?filter=booked#top');
    expect(rememberedPath({ state: { from: '/clients' }, search: `?${search}` })).toBe('/clients');
    expect(rememberedPath({ state: null, search: '?from=%2F%2Fevil.example' })).toBeUndefined();
    expect(rememberedPath({ state: null, search: '?from=https%3A%2F%2Fevil.example' })).toBeUndefined();
  });

  it.each([undefined, null, 'from', 42, {}, { to: '/leads' }, { from: '//evil.example' }, { from: 7 }])(
    'gives nothing for the state %j',
    (state) => {
      expect(rememberedPath({ state, search: '' })).toBeUndefined();
    },
  );
});
