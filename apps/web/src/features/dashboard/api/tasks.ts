import { taskTexts, type CreateTaskRequest, type ReorderTasksRequest, type Task } from '@shutterdesk/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useOptimisticList } from '@/lib/optimistic-list';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { reorderGroup } from '../task-lists';
import {
  sendPendingDeletes,
  useAddItem,
  useDeleteItem,
  useRenameItem,
  useSetCompletion,
  type ChecklistEndpoints,
} from './list-mutations';
import { tasksQueryOptions } from './list-queries';

/** The category tasks: /api/tasks. */
export const tasksEndpoint: ChecklistEndpoints<Task, CreateTaskRequest> = {
  queryKey: queryKeys.tasks,
  add: (body) => api('POST /api/tasks', { body }),
  setCompletion: (id, completed) => api('PUT /api/tasks/{id}/completion', { params: { id }, body: { completed } }),
  rename: (id, title) => api('PATCH /api/tasks/{id}', { params: { id }, body: { title } }),
  remove: (id, { keepalive }) => api('DELETE /api/tasks/{id}', { params: { id }, keepalive }),
};

export function useTasks() {
  return useQuery(tasksQueryOptions);
}

/** POST /api/tasks: the new task goes last in its card; the button says 'Adding...' meanwhile. */
export const useCreateTask = () =>
  useAddItem(tasksEndpoint, {
    place: 'last',
    failureText: () => taskTexts.addFailed,
  });

export const useSetTaskCompletion = () => useSetCompletion(tasksEndpoint);
export const useRenameTask = () => useRenameItem(tasksEndpoint);
export const useDeleteTask = () => useDeleteItem(tasksEndpoint);

/**
 * PUT /api/tasks/order: the card shows the new order at once; on failure the old order comes back. The order
 * names every task of the card, so deletes still offering Undo are sent first.
 */
export function useReorderTasks() {
  const tasks = useOptimisticList<Task>(tasksEndpoint.queryKey);
  return useMutation({
    mutationKey: tasks.queryKey,
    mutationFn: async (request: ReorderTasksRequest) => {
      await sendPendingDeletes(tasksEndpoint);
      return api('PUT /api/tasks/order', { body: request });
    },
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
