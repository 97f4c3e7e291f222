import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { startRoute } from './app/route-data';
import { registerServiceWorkerAfterLoad } from './lib/service-worker';
import { sessionQueryOptions } from './lib/session';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Who is signed in, and the first screen's code and data, all requested before React's first render.
void queryClient.prefetchQuery(sessionQueryOptions);
startRoute(queryClient, window.location);

// The Vite dev server builds no service worker.
if (import.meta.env.PROD) registerServiceWorkerAfterLoad();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
