import type { RefObject } from 'react';

/** What an overlay opened on demand takes: whether it is open, how to close it, and where focus goes back to. */
export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened by a key there is no trigger to go back to: focus returns where it was. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The dialog's onCloseAutoFocus: focus goes back to where it was when the overlay opened, if that is still there. */
export function focusBack(returnFocusTo: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    const target = returnFocusTo.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
