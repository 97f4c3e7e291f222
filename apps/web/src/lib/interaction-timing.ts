import { useCallback, useEffect, useRef } from 'react';

/**
 * The interactions `npm run bench` times with 10,000 rows (read with performance.getEntriesByName): a filter, a
 * sort and a checkbox toggle on each long table.
 */
export type TimedInteraction = `${TimedList}:${'filter' | 'sort' | 'toggle'}`;
/** The long tables whose interactions are timed. */
export type TimedList = 'clients' | 'leads';

const startMark = (name: TimedInteraction) => `${name}:start`;

/**
 * Times a user action from its handler to the next paint of what it changed, as a performance measure named after
 * the interaction. `committed` is the value the action changes (the list the table shows): once React has
 * committed a new one, a frame callback runs before that paint and a task queued from it runs after it.
 */
export function useInteractionTiming(committed: unknown): (name: TimedInteraction) => void {
  const pending = useRef<TimedInteraction | null>(null);

  useEffect(() => {
    const name = pending.current;
    if (!name) return;
    pending.current = null;
    requestAnimationFrame(() => {
      setTimeout(() => {
        performance.measure(name, startMark(name));
        performance.clearMarks(startMark(name));
      }, 0);
    });
  }, [committed]);

  return useCallback((name: TimedInteraction) => {
    performance.mark(startMark(name));
    pending.current = name;
  }, []);
}
