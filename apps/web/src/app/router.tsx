import { routes, type RouteDefinition } from '@shutterdesk/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { profileQueryKey } from '../features/auth/api';
import { AppLayout } from './AppLayout';
import NotFoundPage from './NotFoundPage';
import { pages } from './pages';
import { queryClient } from './query-client';
import RouteErrorPage from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
for (const [path, load] of Object.entries(pages)) {
  if (load) lazyPages.set(path, lazy(load));
}

/** Unknown paths are open to everyone; a banned user still sees only the banned screen. */
const unknownRoute: RouteDefinition = { path: '*', access: 'public', allowFreeTrial: true };

function guardedRoute(definition: RouteDefinition): RouteObject {
  const Page = lazyPages.get(definition.path) ?? NotFoundPage;
  return {
    path: definition.path,
    element: (
      <RouteGuard route={definition}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
  };
}

/** The router, built from core's route table so the server and the web app agree on every path. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [...routes.map(guardedRoute), guardedRoute(unknownRoute)],
  },
]);

// Read the session again on every navigation, so a ban or an ended session shows on the next screen.
let lastPathname = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === lastPathname) return;
  lastPathname = state.location.pathname;
  void queryClient.invalidateQueries({ queryKey: profileQueryKey });
});
