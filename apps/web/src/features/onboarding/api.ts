import type { OnboardingRequest, OnboardingResult } from '@shutterdesk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isNotProfileQuery } from '../../lib/query-keys';
import { setSessionProfile } from '../../lib/session';

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
      // Tasks and categories just changed: answers cached by screens not on view are out of date.
      queryClient.removeQueries({ type: 'inactive', predicate: isNotProfileQuery });
      callbacks.onSuccess(result, request);
    },
    onError: callbacks.onError,
  });
}
