import { taskTexts, type CreateTaskRequest, type ReorderTasksRequest, type Task } from '@shutterdesk/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useOptimisticList } from '../../../lib/optimistic-list';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';
import { reorderGroup } from '../task-lists';
import { useAddItem, useDeleteItem, useRenameItem, useSetCompletion, type ListEndpoint } from './list-mutations';

/** The category tasks: /api/tasks. */
export const tasksEndpoint: ListEndpoint = {
  queryKey: queryKeys.tasks,
  itemPath: (id) => `/api/tasks/${encodeURIComponent(id)}`,
};

export const tasksQueryOptions = queryOptions({
  queryKey: tasksEndpoint.queryKey,
  // Sorted by the profile's category order, then each card's order.
  queryFn: async () => (await apiFetch<{ tasks: Task[] }>('/api/tasks')).tasks,
});

export function useTasks() {
  return useQuery(tasksQueryOptions);
}

/** POST /api/tasks: the new task goes last in its card; the button says 'Adding...' meanwhile. */
export const useCreateTask = () =>
  useAddItem<Task, CreateTaskRequest>(tasksEndpoint, {
    path: '/api/tasks',
    place: 'last',
    failureText: () => taskTexts.addFailed,
  });

export const useSetTaskCompletion = () => useSetCompletion<Task>(tasksEndpoint);
export const useRenameTask = () => useRenameItem<Task>(tasksEndpoint);
export const useDeleteTask = () => useDeleteItem<Task>(tasksEndpoint);

/** PUT /api/tasks/order: the card shows the new order at once; on failure the old order comes back. */
export function useReorderTasks() {
  const tasks = useOptimisticList<Task>(tasksEndpoint.queryKey);
  return useMutation({
    mutationKey: tasks.queryKey,
    mutationFn: (request: ReorderTasksRequest) => apiFetch<void>('/api/tasks/order', { method: 'PUT', body: request }),
    onMutate: async ({ category, taskIds }) => {
      await tasks.cancelReads();
      const inCategory = (task: Task) => task.category === category;
      const previousIds = (tasks.items() ?? []).filter(inCategory).map((task) => task.id);
      tasks.update((all) => reorderGroup(all, inCategory, taskIds));
      return { previousIds };
    },
    onError: (_error, { category }, context) => {
      if (context) tasks.update((all) => reorderGroup(all, (task) => task.category === category, context.previousIds));
      notify.error(taskTexts.orderFailed);
    },
    onSettled: () => tasks.readAgainWhenIdle(),
  });
}
