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
}

function show(kind: ToastKind, message: string, { durationMs }: ToastOptions = {}): void {
  if (!toasterWanted) {
    toasterWanted = true;
    wantListeners.forEach((listener) => listener());
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    // The message doubles as the id: repeating a message refreshes its toast instead of stacking a copy.
    toast[kind](message, { id: message, ...(durationMs === undefined ? {} : { duration: durationMs }) });
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
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
