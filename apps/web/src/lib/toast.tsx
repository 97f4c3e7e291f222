import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Every toast goes through `notify` (docs/product.md: one shown at a time, removed after 2000 ms; the
 * Toaster's settings are in ./toaster.tsx). Sonner is loaded with the first toast, not with the first page
 * (bundle budget): the first call mounts the Toaster, and toasts wait until it listens.
 */
type ToastKind = 'success' | 'error' | 'info';

let toasterWanted = false;
const wantListeners = new Set<() => void>();
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

export interface ToastOptions {
  /** How long it stays, in ms; the general 2000 ms when left out (the celebration toast stays 3500 ms). */
  durationMs?: number;
  /**
   * Toasts with the same key replace each other. The message when left out: repeating a message refreshes its
   * toast instead of stacking a copy.
   */
  key?: string;
  /** A button on the toast, e.g. Undo; clicking it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Runs once when the toast goes without its action clicked: timed out, swiped away or dismissed. */
  onClose?: () => void;
}

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  wantListeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, { durationMs, key = message, action, onClose }: ToastOptions = {}) {
  wantToaster();
  // Sonner may report one closing through more than one callback.
  let settled = false;
  const settle = (then?: () => void) => () => {
    if (settled) return;
    settled = true;
    then?.();
  };
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    toast[kind](message, {
      id: key,
      ...(durationMs === undefined ? {} : { duration: durationMs }),
      ...(action ? { action: { label: action.label, onClick: settle(action.onClick) } } : {}),
      ...(onClose ? { onAutoClose: settle(onClose), onDismiss: settle(onClose) } : {}),
    });
  });
}

/** Closes the toast of `key` (its onClose runs); after the toast it closes, when that is still on its way. */
export function dismissToast(key: string): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast.dismiss(key));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /**
   * Loads and mounts the Toaster ahead of a toast that is sure to come, such as the outcome of a long import, so
   * that it shows the moment it is called rather than after the download.
   */
  prepare: wantToaster,
};

const Toaster = lazy(() => import('./toaster'));

function subscribe(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Mount once near the root; renders the Toaster from the first toast on. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribe, () => toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={markToasterReady} />
    </Suspense>
  );
}
