import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated as it changes. Read synchronously, so the first render
 * already fits the screen (no table flashing on a phone before its cards show).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Tailwind's `md` breakpoint: from here up the trackers show their tables, below it one card per record. */
export const trackerTableQuery = '(min-width: 48rem)';
