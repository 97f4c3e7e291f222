import { matchRoute, readsConfigFirst, type RoutePath } from '@shutterdesk/core';
import type { QueryClient } from '@tanstack/react-query';
import { priorityTasksQueryOptions, tasksQueryOptions } from '../features/dashboard/api/list-queries';
import { publicConfigQueryOptions } from '../lib/config';
import { queryKeys } from '../lib/query-keys';
import { loadPage } from './pages';

type PrefetchRouteData = (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;

/**
 * What a screen reads first, started with its code instead of after its first render. For a plain address the
 * server has already named these reads in the page (core's first-reads.ts lists them), so the browser fetched
 * them with the page and these requests take those answers. The lists' read modules
 * (list-queries.ts in each list feature) are small chunks of their own, loaded on demand, so they do not weigh on
 * the first load of the other screens, and their request does not wait for the rest of the screen's code.
 */
const routeData: Partial<Record<RoutePath, PrefetchRouteData>> = {
  // Small enough to ship with the first load, so the dashboard (where logging in lands) reads at once.
  '/dashboard': (queryClient) =>
    Promise.all([queryClient.prefetchQuery(priorityTasksQueryOptions), queryClient.prefetchQuery(tasksQueryOptions)]),
  '/clients': async (queryClient, search) => {
    const { clientListReads, stepSummariesQueryOptions } = await import('../features/clients/list-queries');
    return Promise.all([
      clientListReads.prefetch(queryClient, search),
      queryClient.prefetchQuery(stepSummariesQueryOptions),
    ]);
  },
  '/leads': async (queryClient, search) =>
    (await import('../features/leads/list-queries')).leadListReads.prefetch(queryClient, search),
  '/admin/users': async (queryClient, search) =>
    queryClient.prefetchQuery((await import('../features/admin/api')).adminUsersPageOf(search)),
  // The page opens on every notification ('all'); the bell reads the same list.
  '/notifications': async (queryClient) =>
    queryClient.prefetchQuery((await import('../features/notifications/api')).notificationListQueryOptions('all')),
};

const dataLoaders = new Map<string, PrefetchRouteData | undefined>(Object.entries(routeData));

/**
 * Reads what the screen of route `path` reads first into `queryClient`; undefined for a screen with no such read.
 * The server does the same before it draws the screen (entry-server.tsx).
 */
export function prefetchScreenData(
  queryClient: QueryClient,
  path: string,
  search: URLSearchParams,
): Promise<unknown> | undefined {
  return dataLoaders.get(path)?.(queryClient, search);
}

/**
 * Starts loading the screen of `location` and the data it reads first, side by side and without waiting for the
 * session: the route guard still decides what shows. Called at boot and on every navigation; a second call for
 * the same screen joins what is under way (modules and queries are cached).
 */
export function startRoute(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const route = matchRoute(pathname);
  if (!route) return;
  // The data first: the screen's code is many files, and a browser opens only a few connections per server, so
  // the list's few files must be asked for before them. A visitor known to be signed out has nothing to read;
  // while the session is unknown, reading costs nothing: a signed-out visitor gets a 401 that nothing shows.
  // A failed load is reported by the screen itself (React.lazy and its query), where the user sees it.
  if (queryClient.getQueryData(queryKeys.profile) !== null) {
    prefetchScreenData(queryClient, route.path, new URLSearchParams(search))?.catch(() => undefined);
  }
  // The guard's check of a free trial needs the settings (core's first-reads.ts); read once, kept for good.
  if (readsConfigFirst(route)) void queryClient.prefetchQuery(publicConfigQueryOptions);
  loadPage(route.path)?.catch(() => undefined);
}
