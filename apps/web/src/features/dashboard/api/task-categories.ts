import type {
  AddCategoryRequest,
  CategoryLinkRequest,
  Profile,
  RemoveCategoryRequest,
  RenameCategoryRequest,
  ReorderCategoriesRequest,
} from '@shutterdesk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { setSessionProfile } from '@/lib/session';
import { notify } from '@/lib/toast';

/**
 * The category cards live on the profile (taskCategories, links): every answer here is the updated profile,
 * which goes straight into the session cache.
 */

/** The spec has no texts for these failures; the server's own message is shown when it gave one. */
const categoryFailureTexts = {
  add: 'Failed to add category',
  order: 'Failed to save the order of your cards',
  link: 'Failed to save the link',
  name: 'Failed to rename the card',
  remove: 'Failed to remove the card',
} as const;

function failureMessage(error: Error, fallback: string): string {
  return isApiError(error) && error.status < 500 ? error.message : fallback;
}

/** POST /api/task-categories: the new card goes last. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddCategoryRequest) => api('POST /api/task-categories', { body: request }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
    onError: (error) => notify.error(failureMessage(error, categoryFailureTexts.add)),
  });
}

/** PUT /api/task-categories/order: the cards move at once; on failure they go back. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReorderCategoriesRequest) => api('PUT /api/task-categories/order', { body: request }),
    onMutate: async ({ categories }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.profile });
      const before = queryClient.getQueryData<Profile | null>(queryKeys.profile);
      if (before) setSessionProfile(queryClient, { ...before, taskCategories: categories });
      return { previousCategories: before?.taskCategories };
    },
    onError: (error, _request, context) => {
      const profile = queryClient.getQueryData<Profile | null>(queryKeys.profile);
      if (profile && context?.previousCategories) {
        setSessionProfile(queryClient, { ...profile, taskCategories: context.previousCategories });
      }
      notify.error(failureMessage(error, categoryFailureTexts.order));
    },
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
  });
}

/** PUT /api/task-categories/link: the server adds https:// when missing; the card shows what it saved. */
export function useSetCategoryLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CategoryLinkRequest) => api('PUT /api/task-categories/link', { body: request }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
    onError: (error) => notify.error(failureMessage(error, categoryFailureTexts.link)),
  });
}

/** PUT /api/task-categories/name: the card's title changes once the server has it. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenameCategoryRequest) => api('PUT /api/task-categories/name', { body: request }),
    onSuccess: (profile) => setSessionProfile(queryClient, profile),
    // A refused name is shown under the name field; only other failures get a toast.
    onError: (error) => {
      if (!isApiError(error, 'VALIDATION_FAILED')) notify.error(failureMessage(error, categoryFailureTexts.name));
    },
  });
}

/** POST /api/task-categories/remove: the card and its tasks go once the server agrees. */
export function useRemoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemoveCategoryRequest) => api('POST /api/task-categories/remove', { body: request }),
    onSuccess: (profile) => {
      setSessionProfile(queryClient, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
    onError: (error) => notify.error(failureMessage(error, categoryFailureTexts.remove)),
  });
}
