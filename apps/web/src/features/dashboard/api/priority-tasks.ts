import { taskTexts, type PriorityTask, type PriorityTaskTitleRequest } from '@shutterdesk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useAddItem, useDeleteItem, useRenameItem, useSetCompletion, type ListEndpoint } from './list-mutations';

/** The priority tasks: /api/priority-tasks, newest first. */
export const priorityTasksEndpoint: ListEndpoint = {
  queryKey: queryKeys.priorityTasks,
  itemPath: (id) => `/api/priority-tasks/${encodeURIComponent(id)}`,
};

export const priorityTasksQueryOptions = queryOptions({
  queryKey: priorityTasksEndpoint.queryKey,
  queryFn: async () => (await apiFetch<{ priorityTasks: PriorityTask[] }>('/api/priority-tasks')).priorityTasks,
});

export function usePriorityTasks() {
  return useQuery(priorityTasksQueryOptions);
}

/** POST /api/priority-tasks: the new task goes first (newest first). */
export const useAddPriorityTask = () =>
  useAddItem<PriorityTask, PriorityTaskTitleRequest>(priorityTasksEndpoint, {
    path: '/api/priority-tasks',
    place: 'first',
    // At the limit the server says why (another tab may have added the tenth).
    failureText: (error) => (isApiError(error, 'PRIORITY_TASK_LIMIT') ? error.message : taskTexts.addFailed),
  });

export const useSetPriorityTaskCompletion = () => useSetCompletion<PriorityTask>(priorityTasksEndpoint);
export const useRenamePriorityTask = () => useRenameItem<PriorityTask>(priorityTasksEndpoint);
export const useDeletePriorityTask = () => useDeleteItem<PriorityTask>(priorityTasksEndpoint);
