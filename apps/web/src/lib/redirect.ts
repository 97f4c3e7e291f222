/**
 * Where a signed-out visitor wanted to go travels to /login in the history state (not the URL), so the login
 * URL stays plain when the app sends the visitor there. The server's redirect of a page it draws
 * (entry-server.tsx) cannot set a history state: it puts the path in the address instead (`loginAddress`).
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

/** The query parameter of /login that carries the path to go back to, after a redirect by the server. */
const fromParam = 'from';

/** /login with `state`'s path in its address. */
export function loginAddress(state: LoginRedirectState): string {
  return `/login?${new URLSearchParams({ [fromParam]: state.from }).toString()}`;
}

/** The remembered path from a location's state, else from its address (`loginAddress`), if there is a safe one. */
export function rememberedPath({ state, search }: { state: unknown; search: string }): string | undefined {
  if (typeof state === 'object' && state !== null && 'from' in state) return safeRedirectPath(state.from);
  return safeRedirectPath(new URLSearchParams(search).get(fromParam));
}
