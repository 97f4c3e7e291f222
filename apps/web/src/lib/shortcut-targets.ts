import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the keyboard shortcuts (app/keyboard-shortcuts.tsx) reach on a page, so that the shell needs to know
 * nothing of the screens: the filters above a list ("/") and the page's 'Add New …' dialog ("n c", "n l").
 */

/** Spread on the element around a list's filters: "/" focuses the first control inside it. */
export const listFiltersProps = { 'data-list-filters': '' } as const;
export const listFiltersSelector = '[data-list-filters]';

/** The history state of a navigation that asks the page to open its 'Add New …' dialog. */
export const addNewRequestState = { addNew: true } as const;

function isAddNewRequest(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'addNew' in state && state.addNew === true;
}

/**
 * Whether the page was opened (or re-opened) with a request for its 'Add New …' dialog, and `done` to drop the
 * request once the dialog has opened, so that a reload or a step back and forth does not open it again.
 */
export function useAddNewRequest(): { requested: boolean; done: () => void } {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const done = useCallback(
    () => void navigate({ pathname, search, hash }, { replace: true, state: null }),
    [navigate, pathname, search, hash],
  );
  return { requested: isAddNewRequest(state), done };
}
