import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/**
 * The app's cache settings. A 4xx answer is final; only network and server errors are retried (once). Requests are
 * made even while the browser says it is offline (networkMode 'always'): a screen then shows its error state and a
 * change its failure toast, beside the offline banner, instead of waiting without a word; a change is never held
 * back to be sent later, when the user may have moved on. Coming back online reads again what failed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // Off by default with networkMode 'always'.
        refetchOnReconnect: true,
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The browser's one cache; the server makes one per page it draws (entry-server.tsx). */
export const queryClient = createQueryClient();

// TanStack Query assumes it starts online and only listens for changes: a page opened offline (the service worker's
// shell) would never hear that it came back, and never read again what failed.
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
