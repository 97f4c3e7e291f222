import { routes, type RouteDefinition } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { AppLayout } from './app-layout';
import NotFoundPage from './not-found-page';
import { PageFrame } from './page-frame';
import { fullBleedPaths, pages } from './pages';
import { unknownRoute } from './route-access';
import { startRoute } from './route-data';
import { RouteGuard } from './route-guard';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
for (const [path, load] of Object.entries(pages)) {
  if (load) lazyPages.set(path, lazy(load));
}

function guardedRoute(definition: RouteDefinition): RouteObject {
  const Page = lazyPages.get(definition.path) ?? NotFoundPage;
  const screen = (
    <RouteGuard route={definition}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
  return {
    path: definition.path,
    element: fullBleedPaths.has(definition.path) ? screen : <PageFrame>{screen}</PageFrame>,
  };
}

/** Built from core's route table, so the server and the web app agree on every path and its access. */
const routeObjects: RouteObject[] = [
  { element: <AppLayout />, children: [...routes.map(guardedRoute), guardedRoute(unknownRoute)] },
];

/**
 * The app's routes. Declarative React Router (BrowserRouter + useRoutes) rather than a data router: we load data
 * with TanStack Query, and the data router's code would cost about 10 kB gzipped of the first load. What a data
 * router's loaders would do, start a screen's reads with its code, is route-data.ts, run on every navigation.
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => startRoute(queryClient, { pathname, search }), [queryClient, pathname, search]);
  return useRoutes(routeObjects);
}
