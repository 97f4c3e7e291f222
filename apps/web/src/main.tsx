import { matchRoute, serverStateElementId, type ServerState } from '@shutterdesk/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app';
import { loadPage } from './app/pages';
import { queryClient } from './app/query-client';
import { startRoute } from './app/route-data';
import { AppRoutes } from './app/routes';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { sessionQueryOptions } from './lib/session';
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

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} guess={serverState ?? { phone: false, now: Date.now() }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (serverState) {
  // The screen's code first, so that the hydration finds the screen the server drew instead of its loading line.
  const route = matchRoute(window.location.pathname);
  Promise.resolve(route && loadPage(route.path)).then(
    () => {
      hydrateRoot(container, app);
      // For the browser tests (e2e/server-render.spec.ts): this page was hydrated, not drawn again.
      container.dataset.hydrated = 'true';
    },
    // The code did not load (the network dropped): the app draws itself, and the route shows the failure.
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
