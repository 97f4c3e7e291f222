import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/** One cache for the app. A 4xx answer is final; only network and server errors are retried (once). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
