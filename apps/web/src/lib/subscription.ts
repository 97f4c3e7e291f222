import { currentSubscription, type SubscriptionRecord } from '@shutterdesk/core';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

const subscriptionsQuery = {
  queryKey: queryKeys.subscriptions,
  queryFn: async () => (await api('GET /api/billing/subscriptions')).subscriptions,
};

/** Every subscription the user has had, newest first: the plans page reads why access ended from them. */
export function useSubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionsQuery, enabled });
}

/**
 * The user's subscriptions and the one that counts: the newest by creation that is not canceled. Read by the
 * manage screen and the account settings.
 */
export function useCurrentSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...subscriptionsQuery,
    select: (rows: SubscriptionRecord[]) => currentSubscription(rows, (row) => row.createdAt),
    enabled,
  });
}
