/**
 * Where a signed-out visitor wanted to go travels to /login in the history state (not the URL), so the login
 * URL stays plain whichever way the visitor got there.
 */
export interface LoginRedirectState {
  from: string;
}

export function loginRedirectState(location: { pathname: string; search: string; hash: string }): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** A same-origin path to go back to after login, or undefined for anything else (open-redirect guard). */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/** The remembered path from a location's state, if there is a safe one. */
export function rememberedPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  return safeRedirectPath(state.from);
}
