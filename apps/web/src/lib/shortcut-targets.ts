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
 * The history entry whose request has been taken. Dropping the request from the entry is a navigation, which React
 * Router renders as a transition: until it lands, the page still reads the old entry, and a dialog closed in the
 * meantime (Escape at once) must not open again.
 */
let takenRequest: string | null = null;

/**
 * Whether the page was opened (or opened again) with a request for its 'Add New …' dialog, and `take` to drop the
 * request once the dialog has opened, so that a reload or a step back and forth does not open it again.
 */
export function useAddNewRequest(): { requested: boolean; take: () => void } {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const take = useCallback(() => {
    takenRequest = key;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [navigate, pathname, search, hash, key]);
  return { requested: isAddNewRequest(state) && key !== takenRequest, take };
}
