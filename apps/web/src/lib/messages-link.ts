import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { focusEntry } from './list-view';

/** The query key of the record whose Messages open on Lead Flow or Client Flow (a 'Message not sent' notification's link). */
export const messagesKey = 'messages';

/** Lead Flow or Client Flow with this record's messages open: /leads?messages=<id>. */
export function messagesLink(path: '/leads' | '/clients', recordId: string): string {
  return `${path}?${new URLSearchParams({ [messagesKey]: recordId })}`;
}

/**
 * The record whose messages are open, kept in the address so that a notification's link opens them and a reload
 * keeps them open. Anything but a uuid names no record. Opening and closing replace the address: Back leaves the
 * screen, as it does when no dialog is open.
 */
export function useOpenMessages() {
  const [search, setSearch] = useSearchParams();
  const change = useCallback(
    (recordId: string | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (recordId === null) next.delete(messagesKey);
          else next.set(messagesKey, recordId);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  // Stable while the address stays, so the memoised rows that take `open` do not draw again.
  const actions = useMemo(
    () => ({ open: (recordId: string) => change(recordId), close: () => change(null) }),
    [change],
  );
  return { recordId: focusEntry(search.get(messagesKey)), ...actions };
}
