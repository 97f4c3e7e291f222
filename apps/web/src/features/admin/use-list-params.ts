import { useSearchParams } from 'react-router';
import { changeListParams, readListParams, type ListParams } from './list-params';

/**
 * An admin list's page, rows per page, search and filters, kept in the address. Changes replace the history
 * entry: Back leaves the list instead of stepping through every page that was looked at.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (changes: Partial<ListParams> & { filters?: Record<string, string | null> }) =>
    setSearchParams((current) => changeListParams(current, changes), { replace: true });
  return {
    ...readListParams(searchParams),
    filter: (name: string) => searchParams.get(name),
    /** The address's query, for a link that should come back to this same page of the list. */
    query: searchParams.toString(),
    change,
  };
}

export type ListParamsControl = ReturnType<typeof useListParams>;
