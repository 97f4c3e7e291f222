import { dashboardTexts, taskTexts, type CompletionResult, type Profile } from '@shutterdesk/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { restoreFields, useOptimisticList } from '@/lib/optimistic-list';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { offerUndo, sendPendingChanges } from '@/lib/undoable';
import { deletesUnderWay } from './list-queries';

/**
 * What category tasks and priority tasks share: a list in the query cache, and the same completion, rename and
 * delete behaviour (applied at once, reverted with the spec's toast when saving fails; a delete can be undone).
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
  /** keepalive: sent as the page goes away (lib/undoable.ts). */
  remove: (id: string, options: { keepalive: boolean }) => Promise<undefined>;
}

/** The group of a list's deletes in lib/undoable.ts. */
const deletesOf = (endpoint: { queryKey: readonly [string] }) => `delete ${endpoint.queryKey[0]}`;

/** The server computes points; the badge shows its total. */
function setSessionPoints(queryClient: QueryClient, points: number): void {
  queryClient.setQueryData<Profile | null>(queryKeys.profile, (profile) =>
    profile ? { ...profile, points } : profile,
  );
}

/**
 * POST a new item. Not optimistic: the server assigns the id and the place, and the form shows it is busy.
 * `place` puts the answer first (newest first) or last (end of its card). Deletes still offering Undo are sent
 * first, so a list that was full before them has room.
 */
export function useAddItem<Item extends ChecklistItem, AddRequest>(
  endpoint: ChecklistEndpoints<Item, AddRequest>,
  { place, failureText }: { place: 'first' | 'last'; failureText: (error: Error) => string },
) {
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return useMutation({
    mutationKey: list.queryKey,
    mutationFn: async (request: AddRequest) => {
      await sendPendingChanges(deletesOf(endpoint));
      return endpoint.add(request);
    },
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

/**
 * DELETE {item} with Undo: the item goes at once and the spec's 'Task deleted successfully' toast offers Undo
 * (lib/undoable.ts); the request goes only when the toast closes without it. Undo puts the item back where it
 * was, with nothing sent; a failed delete puts it back with 'Failed to delete task'.
 */
export function useDeleteItem<Item extends ChecklistItem, AddRequest>(endpoint: ChecklistEndpoints<Item, AddRequest>) {
  const list = useOptimisticList<Item>(endpoint.queryKey);
  return (id: string) => {
    const items = list.items() ?? [];
    const index = items.findIndex((item) => item.id === id);
    const item = items[index];
    if (!item) return;
    deletesUnderWay.add(id);
    list.remove([id]);
    const putBack = () => {
      deletesUnderWay.delete(id);
      list.update((current) =>
        current.some((other) => other.id === id)
          ? current
          : [...current.slice(0, index), item, ...current.slice(index)],
      );
      // The list may have been read meanwhile without the item: the server's order puts it exactly in place.
      void list.readAgainWhenIdle();
    };
    offerUndo({
      message: taskTexts.deleted,
      group: deletesOf(endpoint),
      undo: putBack,
      send: async ({ keepalive }) => {
        try {
          await endpoint.remove(id, { keepalive });
        } catch (error) {
          // NOT_FOUND: gone already (its card was removed meanwhile), as the user wanted.
          if (!isApiError(error, 'NOT_FOUND')) {
            putBack();
            notify.error(taskTexts.deleteFailed);
          }
        } finally {
          deletesUnderWay.delete(id);
        }
      },
    });
  };
}

/** Before a change that must find the list's deletes done on the server, e.g. a new order of a card. */
export const sendPendingDeletes = (endpoint: { queryKey: readonly [string] }) =>
  sendPendingChanges(deletesOf(endpoint));
