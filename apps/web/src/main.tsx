import { matchRoute, serverStateElementId, type ServerState } from '@shutterdesk/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app';
import { loadPage } from './app/pages';
import { queryClient } from './app/query-client';
import { startRoute } from './app/route-data';
import { AppRoutes } from './app/routes';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { sessionQueryOptions } from './lib/session';
import { readAgainIfChangesWentWithPage } from './lib/undoable';
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

const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState.queries as DehydratedState);

// Who is signed in, and the first screen's code and data, all requested before React's first render. A page drawn
// on the server brought them: its answers are fresh, so nothing is read again.
void queryClient.prefetchQuery(sessionQueryOptions);
startRoute(queryClient, window.location);

// The Vite dev server builds no service worker.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();

/**
 * Marks the page hydrated once React has committed all of it (the outermost effect runs last), and lets the user in:
 * a page the server drew is inert until then (apps/server/src/http/static.ts).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    container!.inert = false;
    container!.dataset.hydrated = 'true';
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <MarkHydrated>
      <AppProviders queryClient={queryClient} guess={serverState ?? { phone: false, now: Date.now() }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </MarkHydrated>
  </StrictMode>
);

// The page before this one may have sent changes as it went, and the server drawn this one before they landed.
readAgainIfChangesWentWithPage(queryClient);

if (serverState) {
  // The screen's code first, so that the whole page hydrates in one pass: a click then finds it hydrated (React
  // hydrates at once what a click lands on), where a screen whose code was still on its way would lose the click.
  // Until then the page is inert (the server drew it so), and a test's click waits for it.
  const route = matchRoute(window.location.pathname);
  Promise.resolve(route && loadPage(route.path)).then(
    () => hydrateRoot(container, app),
    // The code did not load (the network dropped): the app draws itself, and the route shows the failure.
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
