import type { CreateProfileRequest, Profile } from '@shutterdesk/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The signed-in user's profile, or null when signed out. A signed-in user without a profile yet gets one created
 * with the browser's time zone. Plain fetch, not the better-auth client,
 * so the first page load stays small.
 */
export async function fetchSessionProfile(): Promise<Profile | null> {
  const session = await api('GET /api/session');
  if (!session.signedIn) return null;
  if (session.profile) return session.profile;
  const body: CreateProfileRequest = { timezone: browserTimeZone() };
  return api('POST /api/profile', { body });
}

export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: fetchSessionProfile,
  staleTime: 30_000,
  // A ban or an ended session shows as soon as the user comes back to the tab (navigation refetches too).
  refetchOnWindowFocus: 'always',
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * Puts a profile the server just returned (after a change to points, categories or links) into the session
 * cache, so every screen shows it without reading the session again.
 */
export function setSessionProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(queryKeys.profile, profile);
}
