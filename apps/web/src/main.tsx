import { serverStateElementId, type ServerState } from '@shutterdesk/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app';
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

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} guess={serverState ?? { phone: false, now: Date.now() }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The page before this one may have sent changes as it went, and the server drawn this one before they landed.
readAgainIfChangesWentWithPage(queryClient);

if (serverState) {
  // At once, without waiting for the screen's code (startRoute above asks for it): React keeps the server's screen
  // in place until its code is here (the route suspends on it), and replays a click made on it meanwhile. Waiting
  // for the code before hydrating would leave the page deaf to the user until then.
  hydrateRoot(container, app);
  // For the browser tests (e2e/server-render.spec.ts): this page was hydrated, not drawn again.
  container.dataset.hydrated = 'true';
} else {
  createRoot(container).render(app);
}
