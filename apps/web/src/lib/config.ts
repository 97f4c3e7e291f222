import type { PublicConfig } from '@shutterdesk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export function fetchPublicConfig(): Promise<PublicConfig> {
  return api('GET /api/config');
}

/** GET /api/config: billing on/off and the support address. It does not change while the page is open. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicConfigQueryOptions, enabled });
}
