import { taskTexts, type PriorityTask, type PriorityTaskTitleRequest } from '@shutterdesk/core';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useAddItem, useDeleteItem, useRenameItem, useSetCompletion, type ChecklistEndpoints } from './list-mutations';
import { priorityTasksQueryOptions } from './list-queries';

/** The priority tasks: /api/priority-tasks, newest first. */
export const priorityTasksEndpoint: ChecklistEndpoints<PriorityTask, PriorityTaskTitleRequest> = {
  queryKey: queryKeys.priorityTasks,
  add: (body) => api('POST /api/priority-tasks', { body }),
  setCompletion: (id, completed) =>
    api('PUT /api/priority-tasks/{id}/completion', { params: { id }, body: { completed } }),
  rename: (id, title) => api('PATCH /api/priority-tasks/{id}', { params: { id }, body: { title } }),
  remove: (id, { keepalive }) => api('DELETE /api/priority-tasks/{id}', { params: { id }, keepalive }),
};

export function usePriorityTasks() {
  return useQuery(priorityTasksQueryOptions);
}

/** POST /api/priority-tasks: the new task goes first (newest first). */
export const useAddPriorityTask = () =>
  useAddItem(priorityTasksEndpoint, {
    place: 'first',
    // At the limit the server says why (another tab may have added the tenth).
    failureText: (error) => (isApiError(error, 'PRIORITY_TASK_LIMIT') ? error.message : taskTexts.addFailed),
  });

export const useSetPriorityTaskCompletion = () => useSetCompletion(priorityTasksEndpoint);
export const useRenamePriorityTask = () => useRenameItem(priorityTasksEndpoint);
export const useDeletePriorityTask = () => useDeleteItem(priorityTasksEndpoint);
