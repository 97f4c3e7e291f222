import type { OnboardingRequest, OnboardingResult } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isNotProfileQuery, queryKeys } from '@/lib/query-keys';
import { setSessionProfile } from '@/lib/session';

/** GET /api/tasks: the routines the dashboard already has, which a second run of the wizard shows ticked. */
export function useDashboardTasks({ enabled }: { enabled: boolean }) {
  // The dashboard reads the same list under the same key, so both keep one copy.
  return useQuery({ queryKey: queryKeys.tasks, queryFn: async () => (await api('GET /api/tasks')).tasks, enabled });
}

/** POST /api/onboarding: adds the chosen areas to the profile and inserts the tasks, in one transaction. */
export function saveOnboarding(request: OnboardingRequest): Promise<OnboardingResult> {
  return api('POST /api/onboarding', { body: request });
}

/**
 * The wizard's save. The callbacks are the mutation's own, so the toast and the navigation still happen if the
 * screen unmounts while the request is under way.
 */
export function useSaveOnboarding(callbacks: {
  onSuccess: (result: OnboardingResult, request: OnboardingRequest) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (result, request) => {
      setSessionProfile(queryClient, result.profile);
      // Tasks and categories just changed: answers cached by screens not on view are out of date, and so is the
      // task list this screen read.
      queryClient.removeQueries({ type: 'inactive', predicate: isNotProfileQuery });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      callbacks.onSuccess(result, request);
    },
    onError: callbacks.onError,
  });
}
