import { taskTexts, type PriorityTask, type PriorityTaskTitleRequest } from '@shutterdesk/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import {
  refreshListWhenIdle,
  updateList,
  useDeleteItem,
  useRenameItem,
  useSetCompletion,
  type ListEndpoint,
} from './list-mutations';

/** The priority tasks: /api/priority-tasks, newest first. */
export const priorityTasksEndpoint: ListEndpoint = {
  queryKey: ['priority-tasks'],
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
export function useAddPriorityTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: priorityTasksEndpoint.queryKey,
    mutationFn: (request: PriorityTaskTitleRequest) =>
      apiFetch<PriorityTask>('/api/priority-tasks', { method: 'POST', body: request }),
    onSuccess: (task) => updateList<PriorityTask>(queryClient, priorityTasksEndpoint, (tasks) => [task, ...tasks]),
    // At the limit the server says why (another tab may have added the tenth).
    onError: (error) => notify.error(isApiError(error, 'PRIORITY_TASK_LIMIT') ? error.message : taskTexts.addFailed),
    onSettled: () => refreshListWhenIdle(queryClient, priorityTasksEndpoint),
  });
}

export const useSetPriorityTaskCompletion = () => useSetCompletion<PriorityTask>(priorityTasksEndpoint);
export const useRenamePriorityTask = () => useRenameItem<PriorityTask>(priorityTasksEndpoint);
export const useDeletePriorityTask = () => useDeleteItem<PriorityTask>(priorityTasksEndpoint);
