import { matchRoute, pageCoverElementId, serverStateElementId, type ServerState } from '@shutterdesk/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app';
import { loadPage } from './app/pages';
import { queryClient } from './app/query-client';
import { startRoute } from './app/route-data';
import { AppRoutes } from './app/routes';
import { Hydration } from './lib/server-render';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { sessionQueryOptions } from './lib/session';
import { readAgainIfChangesWentWithPage } from './lib/undoable';
// Inter's faces come as a stylesheet of their own, made font-display: optional by the build (body-font.ts).
import '@fontsource-variable/inter';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * What the server drew the page with (entry-server.tsx): its query cache, its guess of the device and its clock.
 * Absent from the client-only shell: the service worker's offline page, or a page the server could not draw.
 */
function readServerState(): ServerState | undefined {
  const text = document.getElementById(serverStateElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * The server's answers, dated now: they were read as the page was drawn, and a page can take seconds to arrive and
 * start on a slow phone, or the phone's clock run ahead of the server's. Dated by the server's clock, the lists
 * (fresh for a few seconds) would be read again the moment the page hydrated, and every part that shows them drawn
 * again, twice, as the read started and as it was answered.
 */
function datedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

const serverState = readServerState();
if (serverState) hydrate(queryClient, datedNow(serverState.queries as DehydratedState));

// Who is signed in, and the first screen's code and data, all requested before React's first render. A page drawn
// on the server brought them: its answers are fresh, so nothing is read again.
void queryClient.prefetchQuery(sessionQueryOptions);
startRoute(queryClient, window.location);

// The Vite dev server builds no service worker.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();

/**
 * Lets the user in once React has committed the whole page (the outermost effect runs last): a page the server drew
 * is covered until then (apps/server/src/http/app-loader.ts).
 */
function LetIn({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById(pageCoverElementId)?.remove();
  }, []);
  return children;
}

/** Marks the page hydrated once what the server guessed (the window, the time zone) has been corrected too. */
const markHydrated = () => {
  container.dataset.hydrated = 'true';
};

const app = (hydrating: boolean) => (
  <StrictMode>
    <Hydration hydrating={hydrating} onSettled={markHydrated}>
      <LetIn>
        <AppProviders queryClient={queryClient} guess={serverState ?? { phone: false, now: Date.now() }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </LetIn>
    </Hydration>
  </StrictMode>
);

// The page before this one may have sent changes as it went, and the server drawn this one before they landed.
readAgainIfChangesWentWithPage(queryClient);

if (serverState) {
  // The screen's code first, so that the whole page hydrates in one pass: a click then finds it hydrated (React
  // hydrates at once what a click lands on), where a screen whose code was still on its way would lose the click.
  // Until then the page is covered (the server drew it so), and a test's click waits for it.
  const route = matchRoute(window.location.pathname);
  Promise.resolve(route && loadPage(route.path)).then(
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and take input between
    // them, instead of one task as long as the whole page: on a slow phone that task ran for hundreds of milliseconds.
    () => startTransition(() => void hydrateRoot(container, app(true))),
    // The code did not load (the network dropped): the app draws itself, and the route shows the failure.
    () => createRoot(container).render(app(false)),
  );
} else {
  createRoot(container).render(app(false));
}
