import { dashboardTexts, taskTexts, type CompletionResult, type Profile } from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
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

export interface ListEndpoint {
  /** The list's query key; also the mutation key of every change to it. */
  queryKey: readonly [string];
  itemPath: (id: string) => string;
}

export function updateList<Item>(
  queryClient: QueryClient,
  { queryKey }: ListEndpoint,
  update: (items: Item[]) => Item[],
): void {
  queryClient.setQueryData<Item[]>(queryKey, (items) => (items ? update(items) : items));
}

export function patchItem<Item extends { id: string }>(
  queryClient: QueryClient,
  list: ListEndpoint,
  id: string,
  patch: Partial<Item>,
): void {
  updateList<Item>(queryClient, list, (items) => items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
}

function findItem<Item extends { id: string }>(queryClient: QueryClient, { queryKey }: ListEndpoint, id: string) {
  return queryClient.getQueryData<Item[]>(queryKey)?.find((item) => item.id === id);
}

/** Stops a read under way from landing on top of an optimistic change. */
export function cancelListReads(queryClient: QueryClient, { queryKey }: ListEndpoint): Promise<void> {
  return queryClient.cancelQueries({ queryKey });
}

/**
 * Reads the list again once the last pending change to it has settled, so the answer to an older change cannot
 * overwrite a newer optimistic one (the settling mutation still counts as pending here).
 */
export async function refreshListWhenIdle(queryClient: QueryClient, { queryKey }: ListEndpoint): Promise<void> {
  if (queryClient.isMutating({ mutationKey: queryKey }) <= 1) await queryClient.invalidateQueries({ queryKey });
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
export function useAddItem<Item, Request>(
  list: ListEndpoint,
  { path, place, failureText }: { path: string; place: 'first' | 'last'; failureText: (error: Error) => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: (request: Request) => apiFetch<Item>(path, { method: 'POST', body: request }),
    onSuccess: (item) =>
      updateList<Item>(queryClient, list, (items) => (place === 'first' ? [item, ...items] : [...items, item])),
    onError: (error) => notify.error(failureText(error)),
    onSettled: () => refreshListWhenIdle(queryClient, list),
  });
}

export interface SetCompletionVariables {
  id: string;
  completed: boolean;
}

/** PUT {item}/completion: shown at once, reverted with 'Failed to (un)complete task'; '+n points earned!' on a gain. */
export function useSetCompletion<Item extends ChecklistItem>(list: ListEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: ({ id, completed }: SetCompletionVariables) =>
      apiFetch<CompletionResult<Item>>(`${list.itemPath(id)}/completion`, { method: 'PUT', body: { completed } }),
    onMutate: async ({ id, completed }) => {
      await cancelListReads(queryClient, list);
      const before = findItem<Item>(queryClient, list, id);
      patchItem<ChecklistItem>(queryClient, list, id, {
        completed,
        completedAt: completed ? new Date().toISOString() : null,
      });
      return { before };
    },
    onError: (_error, { id, completed }, context) => {
      if (context?.before) {
        const { completed: wasCompleted, completedAt } = context.before;
        patchItem<ChecklistItem>(queryClient, list, id, { completed: wasCompleted, completedAt });
      }
      notify.error(completed ? taskTexts.completeFailed : taskTexts.uncompleteFailed);
    },
    onSuccess: ({ points, pointsChange }) => {
      setSessionPoints(queryClient, points);
      if (pointsChange > 0) notify.success(dashboardTexts.pointsEarned(pointsChange));
    },
    onSettled: () => refreshListWhenIdle(queryClient, list),
  });
}

export interface RenameVariables {
  id: string;
  title: string;
}

/** PATCH {item} {title}: shown at once, reverted with 'Failed to update task'. */
export function useRenameItem<Item extends ChecklistItem>(list: ListEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: ({ id, title }: RenameVariables) =>
      apiFetch<Item>(list.itemPath(id), { method: 'PATCH', body: { title } }),
    onMutate: async ({ id, title }) => {
      await cancelListReads(queryClient, list);
      const before = findItem<Item>(queryClient, list, id);
      patchItem<ChecklistItem>(queryClient, list, id, { title });
      return { before };
    },
    onError: (_error, { id }, context) => {
      if (context?.before) patchItem<ChecklistItem>(queryClient, list, id, { title: context.before.title });
      notify.error(taskTexts.updateFailed);
    },
    onSettled: () => refreshListWhenIdle(queryClient, list),
  });
}

/** DELETE {item}: removed once the server agrees, so a failed delete never hides a task that still exists. */
export function useDeleteItem<Item extends ChecklistItem>(list: ListEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: (id: string) => apiFetch<void>(list.itemPath(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      updateList<Item>(queryClient, list, (items) => items.filter((item) => item.id !== id));
      notify.success(taskTexts.deleted);
    },
    onError: () => notify.error(taskTexts.deleteFailed),
    onSettled: () => refreshListWhenIdle(queryClient, list),
  });
}
