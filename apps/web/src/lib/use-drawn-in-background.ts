import { useDeferredValue } from 'react';

/**
 * Whether the part of a screen that waits for `ready` (its rows, its cards) may be drawn. The first time `ready`
 * turns true this answers false for one more render, and React draws the part in the background, in small slices,
 * while the screen's skeleton or loading line stays: not in one long task that freezes a phone as the screen opens.
 * Later changes are drawn at once, as `ready` stays true.
 */
export function useDrawnInBackground(ready: boolean): boolean {
  return useDeferredValue(ready, false);
}
