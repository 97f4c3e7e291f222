import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { focusedTaskKey } from '@/lib/task-link';

/** How long the dashboard waits for a linked task's row to be drawn (its list may still be loading). */
const waitForRowMs = 10_000;

/**
 * A link to a task (/dashboard?task=<id>, lib/task-link.ts; the command palette makes them): once the task's row
 * is on the page it is scrolled into view and its checkbox focused, and the request leaves the address so a reload
 * does not jump again. `showAll` clears a filter that could hide the row.
 */
export function useTaskJump(showAll: () => void): void {
  const [search] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const taskId = search.get(focusedTaskKey);
  const done = useEffectEvent(() => {
    void navigate({ pathname, hash }, { replace: true });
  });
  const clearFilter = useEffectEvent(showAll);

  useEffect(() => {
    if (!taskId) return;
    clearFilter();
    const selector = `[data-task-id="${CSS.escape(taskId)}"]`;
    const jump = () => {
      const row = document.querySelector<HTMLElement>(selector);
      if (!row) return false;
      row.scrollIntoView({ block: 'center' });
      row.querySelector<HTMLElement>('input[type="checkbox"]')?.focus({ preventScroll: true });
      done();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (jump()) stop();
    });
    // After the frame: the shell scrolls to the top on a new screen, which must not undo the jump.
    const frame = requestAnimationFrame(() => {
      if (jump()) return;
      observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    });
    const giveUp = setTimeout(() => {
      stop();
      done();
    }, waitForRowMs);
    function stop() {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(giveUp);
    }
    return stop;
  }, [taskId]);
}
