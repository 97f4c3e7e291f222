import { searchDebounceMs, searchNeedle } from '@shutterdesk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { isSearchable } from './palette-items';

/** The text as it stands once typing has paused for `delayMs`. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** The server's matches for the command palette's query once typing has paused; `searching` while they are on their way. */
export function useSearchResults(query: string, open: boolean) {
  const needle = searchNeedle(query);
  const settled = useSettled(needle, searchDebounceMs);
  const asked = open && isSearchable(settled);
  const answer = useQuery({
    queryKey: queryKeys.search(settled),
    queryFn: ({ signal }) => api('GET /api/search', { query: { q: settled }, signal }),
    enabled: asked,
    // Rows change elsewhere in the app: a search a little while later asks again.
    staleTime: 5_000,
    // The last answer stays while the next is on its way, so the list does not flicker as the user types.
    placeholderData: keepPreviousData,
  });
  const searchable = isSearchable(needle);
  return {
    results: searchable && asked ? (answer.data?.results ?? []) : [],
    searching: searchable && (settled !== needle || answer.isPending || answer.isPlaceholderData),
    failed: searchable && answer.isError,
  };
}
