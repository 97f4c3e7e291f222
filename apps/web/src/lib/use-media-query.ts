import { useCallback, useSyncExternalStore } from 'react';
import { useRenderGuess } from './server-render';

/**
 * Whether a CSS media query matches now, updated as it changes. Read synchronously, so the first render
 * already fits the screen (no table flashing on a phone before its cards show). A page drawn on the server uses
 * `onPhone` (what the query answers on a phone) or its opposite, as the server guessed the device; the hydrated
 * page then corrects it if the guess was wrong.
 */
export function useMediaQuery(query: string, onPhone: boolean): boolean {
  const { phone } = useRenderGuess();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => (phone ? onPhone : !onPhone),
  );
}

/** Tailwind's `md` breakpoint: from here up the trackers show their tables, below it one card per record. */
export const trackerTableQuery = '(min-width: 48rem)';
