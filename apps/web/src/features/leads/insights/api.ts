import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/leads/insights, read each time the panel opens. While it is open, the figures are read again once the
 * changes made to leads on this screen (a tick, an added or deleted lead) have all been saved.
 */
export function useLeadInsights() {
  const queryClient = useQueryClient();
  const changing = useIsMutating({ mutationKey: queryKeys.leads });
  const wasChanging = useRef(false);
  useEffect(() => {
    if (changing > 0) wasChanging.current = true;
    else if (wasChanging.current) {
      wasChanging.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.leadInsights });
    }
  }, [changing, queryClient]);
  return useQuery({
    queryKey: queryKeys.leadInsights,
    queryFn: ({ signal }) => api('GET /api/leads/insights', { signal }),
  });
}
