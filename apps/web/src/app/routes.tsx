import { matchRoute, type RouteDefinition } from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, Suspense, use, useDeferredValue, useEffect } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { useHydrating } from '../lib/server-render';
import { AppLayout } from './app-layout';
import NotFoundPage from './not-found-page';
import { PageFrame } from './page-frame';
import { fullBleedPaths, loadedPage, loadPage } from './pages';
import { unknownRoute } from './route-access';
import { startRoute } from './route-data';
import { RouteGuard } from './route-guard';

/** Whether a screen has been drawn since the app started. */
let screenShown = false;

/** The screen of route `path`: drawn at once when its code is here, else once it has loaded (pages.ts). */
function Screen({ path }: { path: string }) {
  // The same component for a path every time (the module's default export), not one made here.
  const page = loadedPage(path);
  const hydrating = useHydrating();
  // The app's first screen is drawn in the background, in slices, behind the loading line: its render follows
  // the session's answer, which React would otherwise draw in one long task. Later screens come with a
  // navigation, which React Router already renders that way. A screen drawn on the server is in the page already.
  const drawn = useDeferredValue(true, screenShown || hydrating);
  useEffect(() => {
    if (drawn) screenShown = true;
  }, [drawn]);
  if (page) return drawn ? createElement(page) : <PageLoading />;
  const loading = loadPage(path);
  if (!loading) return <NotFoundPage />;
  use(loading);
  return null;
}

function guardedRoute(definition: RouteDefinition): RouteObject {
  const screen = (
    <RouteGuard route={definition}>
      <Suspense fallback={<PageLoading />}>
        <Screen path={definition.path} />
      </Suspense>
    </RouteGuard>
  );
  return {
    path: definition.path,
    element: fullBleedPaths.has(definition.path) ? screen : <PageFrame>{screen}</PageFrame>,
  };
}

const layout = <AppLayout />;
const notFound = guardedRoute(unknownRoute);
const routeLists = new Map<string, RouteObject[]>();

/**
 * What React Router is given for a path: the one route of core's table that serves it, as the server chose it when it
 * drew the page (core's `matchRoute`), and the not-found route. Given the whole table, `useRoutes` would flatten and
 * rank all of its routes on every render, a few milliseconds of each navigation and of a phone's first load.
 */
function routeListFor(pathname: string): RouteObject[] {
  const definition = matchRoute(pathname) ?? unknownRoute;
  let list = routeLists.get(definition.path);
  if (!list) {
    const children = definition === unknownRoute ? [notFound] : [guardedRoute(definition), notFound];
    list = [{ element: layout, children }];
    routeLists.set(definition.path, list);
  }
  return list;
}

/**
 * The app's routes. Declarative React Router (BrowserRouter + useRoutes) rather than a data router: we load data
 * with TanStack Query, and the data router's code would cost about 10 kB gzipped of the first load. What a data
 * router's loaders would do, start a screen's reads with its code, is route-data.ts, run on every navigation.
 */
export function AppRoutes() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => startRoute(queryClient, { pathname, search }), [queryClient, pathname, search]);
  return useRoutes(routeListFor(pathname));
}
