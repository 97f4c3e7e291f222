import { useEffect, useState } from 'react';

/**
 * Work the first view does not need (the live notifications stream, the service worker, code fetched ahead of its
 * first use) waits for the browser's first idle moment after the page has been hydrated, so it never lengthens the
 * tasks that stand between the page and the user's first interaction (docs/budgets.md, "Where the main thread goes").
 */

/** A page kept busy (a long list drawn in slices) still gets its deferred work after this long. */
export const idleTimeoutMs = 2_000;
/**
 * Without requestIdleCallback (Safari), a timer of this length lets the tasks queued with the hydration (effects,
 * the first reads' answers, the first frames) go first.
 */
export const idleFallbackMs = 300;

/**
 * Runs `task` at the first idle moment (requestIdleCallback, at most `idleTimeoutMs` late), or after
 * `idleFallbackMs` where the browser has no idle callback. Returns what cancels it, for an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, idleFallbackMs);
  return () => clearTimeout(timer);
}

/** False until the first idle moment after hydration: a read the first view can do without waits for it. */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
