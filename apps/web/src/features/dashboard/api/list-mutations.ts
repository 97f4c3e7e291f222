import { dashboardTexts, taskTexts, type CompletionResult, type Profile } from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { restoreFields, useOptimisticList } from '../../../lib/optimistic-list';
import { queryKeys } from '../../../lib/query-keys';
import { notify } from '../../../lib/toast';

/**
 * What category tasks and priority tasks share: a list in the query cache, and the same completion, rename and
 * delete behaviour (applied at once where the spec asks, reverted with the spec's toast when saving fails).
 */
export interface ChecklistItem {
  id: string;
  title: string;
  completed: boolean;
  completedAt: string | null;
}

/** A checklist list's query key and its calls, each typed by its endpoint's contract (tasks.ts, priority-tasks.ts). */
export interface ChecklistEndpoints<Item extends ChecklistItem, AddRequest> {
  /** The list's query key; also the mutation key of every change to it. */
  queryKey: readonly [string];
  add: (request: AddRequest) => Promise<Item>;
  setCompletion: (id: string, completed: boolean) => Promise<CompletionResult<Item>>;
  rename: (id: string, title: string) => Promise<Item>;
  remove: (id: string) => Promise<undefined>;
}

/** The server computes points; the badge shows its total. */
function setSessionPoints(queryClient: QueryClient, points: number): void {
  queryClient.setQueryData<Profile | null>(queryKeys.profile, (profile) =>
    profile ? { ...profile, points } : profile,
  );
}

/**
 * POST a new item. Not optimistic: the server assigns the id and the place, and the form shows it is busy.
 * `place` puts the answer first (newest first) or last (end of its card).
 */
export function useAddItem<Item extends ChecklistItem, AddRequest>(
  endpoint: ChecklistEndpoints<Item, AddRequest>,
  { place, failureText }: { place: 'first' | 'last'; failureText: (error: Error) => string },
) {
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: endpoint.add,
    onSuccess: (item) => list.add(item, place),
    onError: (error) => notify.error(failureText(error)),
    onSettled: () => list.readAgainWhenIdle(),
  });
}

export interface SetCompletionVariables {
  id: string;
  completed: boolean;
}

/** PUT {item}/completion: shown at once, reverted with 'Failed to (un)complete task'; '+n points earned!' on a gain. */
export function useSetCompletion<Item extends ChecklistItem, AddRequest>(
  endpoint: ChecklistEndpoints<Item, AddRequest>,
) {
  const queryClient = useQueryClient();
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: ({ id, completed }: SetCompletionVariables) => endpoint.setCompletion(id, completed),
    onMutate: ({ id, completed }) => {
      const completedAt = completed ? new Date().toISOString() : null;
      return list.changeItem(id, {
        apply: (item) => ({ ...item, completed, completedAt }),
        revert: restoreFields(['completed', 'completedAt']),
      });
    },
    onError: (_error, { completed }, rollback) => {
      rollback?.();
      notify.error(completed ? taskTexts.completeFailed : taskTexts.uncompleteFailed);
    },
    onSuccess: ({ points, pointsChange }) => {
      setSessionPoints(queryClient, points);
      if (pointsChange > 0) notify.success(dashboardTexts.pointsEarned(pointsChange));
    },
    onSettled: () => list.readAgainWhenIdle(),
  });
}

export interface RenameVariables {
  id: string;
  title: string;
}

/** PATCH {item} {title}: shown at once, reverted with 'Failed to update task'. */
export function useRenameItem<Item extends ChecklistItem, AddRequest>(endpoint: ChecklistEndpoints<Item, AddRequest>) {
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: ({ id, title }: RenameVariables) => endpoint.rename(id, title),
    onMutate: ({ id, title }) =>
      list.changeItem(id, { apply: (item) => ({ ...item, title }), revert: restoreFields(['title']) }),
    onError: (_error, _variables, rollback) => {
      rollback?.();
      notify.error(taskTexts.updateFailed);
    },
    onSettled: () => list.readAgainWhenIdle(),
  });
}

/** DELETE {item}: removed once the server agrees, so a failed delete never hides a task that still exists. */
export function useDeleteItem<Item extends ChecklistItem, AddRequest>(endpoint: ChecklistEndpoints<Item, AddRequest>) {
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: endpoint.remove,
    onSuccess: (_data, id) => {
      list.remove([id]);
      notify.success(taskTexts.deleted);
    },
    onError: () => notify.error(taskTexts.deleteFailed),
    onSettled: () => list.readAgainWhenIdle(),
  });
}
