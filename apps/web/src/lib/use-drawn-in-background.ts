import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useHydrating } from './server-render';

/**
 * Whether the part of a screen that waits for `ready` (its rows, its cards) may be drawn. The first time `ready`
 * turns true this answers false for one more render, and React draws the part in the background, in small slices,
 * while the screen's skeleton or loading line stays: not in one long task that freezes a phone as the screen opens.
 * Later changes are drawn at once, as `ready` stays true.
 */
export function useDrawnInBackground(ready: boolean): boolean {
  // A page drawn on the server has its part in the HTML already: drawn at once, on the server and as it hydrates.
  return useDeferredValue(ready, useHydrating() && ready);
}

/**
 * How many of a screen's `count` heavy parts (the dashboard's category cards, a phone's cards) may be drawn: `first`
 * with the screen, then one more after each time it is drawn, each in the background. A background render is cut
 * into slices, but what it draws is put on the page in one go; one part at a time keeps each of those steps short on
 * a phone. A part added later comes one render after it is asked for. A page drawn on the server has all of them:
 * they are in its HTML, and hydrating them makes no new elements for the browser to style and lay out (main.tsx
 * hydrates in slices too).
 */
export function useDrawnOneByOne(count: number, first = 0): number {
  const hydrating = useHydrating();
  const [drawn, setDrawn] = useState(hydrating ? count : first);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, count]);
  return Math.min(drawn, count);
}
