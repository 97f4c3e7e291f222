import type { RoutePath } from './routes';

/**
 * The API reads the web app makes first, as a page opens: the session on every page, and a screen's own lists
 * (apps/web/src/app/route-data.ts starts those). The server names them in the page it sends (preload links,
 * apps/server/src/http/static.ts), so the browser fetches them while the app's code is still loading; the app's
 * own request then takes the answer already on its way. e2e/loading.spec.ts checks each is fetched once.
 */
export const sessionRead = '/api/session';

/** A signed-in screen's first reads of an address without a query string (a filtered view reads otherwise). */
export const screenFirstReads: Partial<Record<RoutePath, readonly string[]>> = {
  '/dashboard': ['/api/priority-tasks', '/api/tasks'],
  '/clients': ['/api/clients'],
  '/leads': ['/api/leads'],
};
