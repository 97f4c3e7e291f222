/**
 * What the server and the web build's server entry (apps/web/src/entry-server.tsx) say to each other: the server
 * hands it the page's address, a way to call the API as the visitor, and what it guessed of the device; the entry
 * answers with the first view's HTML, or a redirect, or nothing (the page is then sent as the client-only shell).
 * docs/decisions/0021-server-rendering.md.
 */
/** What the server entry reads of an API answer (a fetch Response is one). */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

export interface ServerRenderRequest {
  /** The page's path and query string. */
  url: string;
  /** Calls our own API in-process with the visitor's cookie: `/api/session` and the like, GET only. */
  fetchApi: (path: string) => Promise<ApiAnswer>;
  /** Whether the visitor's browser said it is a phone (Sec-CH-UA-Mobile or its User-Agent): the first layout. */
  phone: boolean;
  /** The server's clock when the render starts (ms since the epoch): the browser hydrates with the same "now". */
  now: number;
}

export type ServerRenderResult =
  /** Where the route guard sends this visitor (as the web app's guard would). */
  | { kind: 'redirect'; to: string }
  /**
   * `html` goes inside the page's root element, `state` (JSON safe to put inside a script element as it is) in
   * the page's server-state script; `signedIn` says the page holds a user's data and must stay private.
   */
  | { kind: 'page'; html: string; state: string; signedIn: boolean }
  /** Nothing to draw on the server: the browser renders the page itself. */
  | { kind: 'client-only'; reason: string };

export interface ServerEntry {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The id of the script element that carries the server's state into the page. */
export const serverStateElementId = 'server-state';

/**
 * The id of the transparent cover over a page the server drew, which takes its clicks and taps until the app has
 * hydrated it (apps/server/src/http/route-pages.ts, apps/web/src/main.tsx).
 */
export const pageCoverElementId = 'page-cover';

/** What the page's server-state script holds (apps/web/src/main.tsx reads it before hydrating). */
export interface ServerState {
  /** TanStack Query's dehydrated cache: the session, the settings and the screen's first reads. */
  queries: unknown;
  phone: boolean;
  now: number;
}

/**
 * JSON of `value` that can sit inside a script element: `<` (so `</script>` and `<!--`), `>`, `&` and the line
 * separators U+2028/U+2029 are written as escapes, which JSON.parse reads back to the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
