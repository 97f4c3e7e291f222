import type { PublicConfig } from '@shutterdesk/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

export const publicConfigQueryKey = ['config'] as const;

export function fetchPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>('/api/config');
}

/** GET /api/config: billing on/off and the support address. It does not change while the page is open. */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}
