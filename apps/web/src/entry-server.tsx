import { AsyncLocalStorage } from 'node:async_hooks';
import {
  matchRoute,
  readsConfigFirst,
  scriptSafeJson,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ServerState,
} from '@shutterdesk/core';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { Hydration } from './lib/server-render';
import { loadPage } from './app/pages';
import { createQueryClient } from './app/query-client';
import { checksFreeTrial, decideRouteAccess, unknownRoute, type BillingState } from './app/route-access';
import { prefetchScreenData } from './app/route-data';
import { AppRoutes } from './app/routes';
import { api, setApiTransport } from './lib/api';
import { publicConfigQueryOptions } from './lib/config';
import { loginAddress } from './lib/redirect';
import { repeatsWholeList } from './lib/windowed-list';
import { queryKeys } from './lib/query-keys';

/*
 * The web app's server entry (docs/decisions/0021-server-rendering.md): the server (apps/server/src/http/static.ts)
 * loads its build at start-up and asks it for each page's first view. It reads what the browser would read first,
 * through the API itself as the visitor, decides the route as the browser's guard would, and draws the same routes
 * into HTML; the answers it read go into the page, so the browser hydrates without reading them again.
 */

/** The API of the page being drawn: each render's reads go to its own visitor's API. */
const visitorApi = new AsyncLocalStorage<ServerRenderRequest['fetchApi']>();

setApiTransport((url, init) => {
  const fetchApi = visitorApi.getStore();
  // Drawing a page only reads: a change (a profile made for a new user, say) is left to the browser.
  if (!fetchApi || (init.method ?? 'GET') !== 'GET') {
    return Promise.reject(new TypeError(`The server render makes no ${init.method} ${url}`));
  }
  return fetchApi(url);
});

/** Longest a page may take to draw; past it, the browser draws the page (an abort is a render failure). */
const renderTimeoutMs = 10_000;

const clientOnly = (reason: string): ServerRenderResult => ({ kind: 'client-only', reason });

async function renderPage({ url, phone, now }: ServerRenderRequest): Promise<ServerRenderResult> {
  const { pathname, search } = new URL(url, 'http://page');
  const route = matchRoute(pathname) ?? unknownRoute;
  const queryClient = createQueryClient();

  const session = await api('GET /api/session').catch(() => undefined);
  if (!session) return clientOnly('the session could not be read');
  // A new user's profile is made by the browser, with the browser's time zone (lib/session.ts).
  if (session.signedIn && !session.profile) return clientOnly('the signed-in user has no profile yet');
  const profile = session.signedIn ? session.profile : null;
  queryClient.setQueryData(queryKeys.profile, profile);

  // The same reads and the same decision as the browser's guard (app/route-data.ts, app/route-guard.tsx).
  if (readsConfigFirst(route)) await queryClient.prefetchQuery(publicConfigQueryOptions);
  const config = queryClient.getQueryData(publicConfigQueryOptions.queryKey);
  if (!config && checksFreeTrial(route, profile)) return clientOnly('the settings could not be read');
  const billing: BillingState = config ? (config.billingEnabled ? 'enabled' : 'disabled') : 'unknown';
  const decision = decideRouteAccess({
    route,
    session: { status: 'ready', profile },
    billing,
    location: { pathname, search, hash: '', state: null },
  });
  if (decision.kind === 'redirect') {
    // The browser's guard remembers where the visitor was going in the history state; a redirect, in the address.
    return { kind: 'redirect', to: decision.reason === 'login-required' ? loginAddress(decision.state) : decision.to };
  }
  if (decision.kind === 'loading' || decision.kind === 'session-unavailable') return clientOnly(decision.kind);

  if (decision.kind === 'render') {
    if (profile) await prefetchScreenData(queryClient, route.path, new URLSearchParams(search));
    await loadPage(route.path);
  }

  // prerender, not a streaming render: it waits for every part that suspends (a screen's lazy part). Every
  // Suspense boundary is put in place in the HTML: React would otherwise send a large one after its fallback, with
  // an inline script to swap them, which the page's CSP refuses (progressiveChunkSize).
  let failure: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <Hydration hydrating>
        <AppProviders queryClient={queryClient} guess={{ phone, now }}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </Hydration>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(renderTimeoutMs),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be drawn by the browser alone, and hydrate with a mismatch: the browser draws it all.
  if (failure) throw failure;

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !repeatsWholeList(queryClient, query),
  });
  const state: ServerState = { queries, phone, now };
  return { kind: 'page', html, state: scriptSafeJson(state), signedIn: profile !== null };
}

/** Draws the page of `request`; see ServerEntry in packages/core/src/server-render.ts. Rejects when drawing fails. */
export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  return visitorApi.run(request.fetchApi, () => renderPage(request));
}
