import type { RouteDefinition, RoutePath } from './routes';

/**
 * The API reads the web app makes first, as a page opens: the session on every page, and a screen's own lists
 * (apps/web/src/app/route-data.ts starts those). The server names them in the page it sends (preload links,
 * apps/server/src/http/static.ts), so the browser fetches them while the app's code is still loading; the app's
 * own request then takes the answer already on its way. e2e/loading.spec.ts checks each is fetched once.
 */
export const sessionRead = '/api/session';

/**
 * The app's public settings (whether billing is on). The route guard needs them before it shows a free-trial user a
 * screen a free trial does not open (apps/web/src/app/route-access.ts); read only after the session, they held
 * that screen back by a round trip. So they are read with the session on every such screen, whoever visits.
 */
export const configRead = '/api/config';

/** Whether the settings are among a route's first reads: it is closed to a free trial. */
export const readsConfigFirst = (route: RouteDefinition): boolean => !route.allowFreeTrial;

/** A signed-in screen's first reads of an address without a query string (a filtered view reads otherwise). */
export const screenFirstReads: Partial<Record<RoutePath, readonly string[]>> = {
  '/dashboard': ['/api/priority-tasks', '/api/tasks'],
  '/clients': ['/api/clients', '/api/client-steps'],
  '/leads': ['/api/leads'],
};
