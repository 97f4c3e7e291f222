import {
  notificationFilters,
  type NotificationCounts,
  type NotificationEvent,
  type NotificationFilter,
  type UpdateNotificationRequest,
} from '@shutterdesk/core';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { withNotificationEvent } from './notification-lists';

/** GET /api/notifications?filter=: the list (unread has no limit; the others the newest 20) and the counts. */
export const notificationListQueryOptions = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: queryKeys.notificationList(filter),
    queryFn: ({ signal }) => api('GET /api/notifications', { query: { filter }, signal }),
    // Kept fresh by the live event stream and by every change below.
    staleTime: 60_000,
  });

export function useNotificationList(filter: NotificationFilter) {
  return useQuery(notificationListQueryOptions(filter));
}

/**
 * A live event goes into every list held, with its counts: the bell and the page show it without reading anything
 * again. A list being read at that moment is read once more instead, since its answer may predate the notification.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: NotificationEvent): void {
  for (const filter of notificationFilters) {
    const { queryKey } = notificationListQueryOptions(filter);
    if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    } else {
      queryClient.setQueryData(queryKey, (list) => list && withNotificationEvent(list, filter, event));
    }
  }
}

const sameCounts = (a: NotificationCounts, b: NotificationCounts) =>
  a.total === b.total && a.unread === b.unread && a.read === b.read && a.archived === b.archived;

/**
 * Whether the lists held (or being read) missed a change: they hold other counts than the stream's first `ready`
 * event, read once the server listened. Not held anywhere, nothing was missed: the lists are read when shown.
 */
export async function notificationListsBehind(queryClient: QueryClient, counts: NotificationCounts): Promise<boolean> {
  for (const filter of notificationFilters) {
    const options = notificationListQueryOptions(filter);
    if (!queryClient.getQueryState(options.queryKey)) continue;
    // A list still being read is awaited: its answer may predate the stream or already hold the change.
    const list = await queryClient.ensureQueryData(options).catch(() => undefined);
    // The counts are the user's, the same in every list: one list answers for all.
    if (list) return !sameCounts(list.counts, counts);
  }
  return false;
}

/**
 * Notification write failures are only logged: the interface shows no message (the product rule). The lists are
 * read again either way, so they show what the server has.
 */
function useNotificationChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onError: (error) => console.error('Changing notifications failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

/** PATCH /api/notifications/:id: mark read, archive, unarchive. */
export function useUpdateNotification() {
  return useNotificationChange(({ id, change }: { id: string; change: UpdateNotificationRequest }) =>
    api('PATCH /api/notifications/{id}', { params: { id }, body: change }),
  );
}

/** POST /api/notifications/read-all */
export function useMarkAllRead() {
  return useNotificationChange(() => api('POST /api/notifications/read-all'));
}

/** DELETE /api/notifications/:id */
export function useDeleteNotification() {
  return useNotificationChange((id: string) => api('DELETE /api/notifications/{id}', { params: { id } }));
}
