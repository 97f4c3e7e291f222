import { billingTexts, toastDurationMs } from '@shutterdesk/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

/**
 * Every toast goes through `notify` (docs/product.md: one shown at a time; the Toaster's settings are in
 * ./toaster.tsx). A toast stays as long as its text takes to read (toastDurationMs), and an error until it is
 * dismissed or another toast takes its place. Sonner is loaded with the first toast, not with the first page
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
  /** How long it stays, in ms; by default the time its text takes to read, and an error until dismissed. */
  durationMs?: number;
  /**
   * Toasts with the same key replace each other. The message when left out: repeating a message refreshes its
   * toast instead of stacking a copy.
   */
  key?: string;
  /** A button on the toast, e.g. Undo; clicking it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** A link on the toast, to the screen where the user can act on it; following it closes the toast. */
  link?: { label: string; to: string };
  /** Runs once when the toast goes without its action clicked: timed out, swiped away or dismissed. */
  onClose?: () => void;
}

/**
 * Error toasts waiting to be dismissed. Only one toast shows at a time: a newer one closes them, rather than leave
 * an old error behind it to come back once the newer one has gone.
 */
const errorsOnView = new Set<string>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  wantListeners.forEach((listener) => listener());
}

function show(
  kind: ToastKind,
  message: string,
  { durationMs, key = message, action, link, onClose }: ToastOptions = {},
) {
  wantToaster();
  const staysUntilDismissed = kind === 'error' && durationMs === undefined;
  // Sonner may report one closing through more than one callback.
  let settled = false;
  const settle = (then?: () => void) => () => {
    if (settled) return;
    settled = true;
    errorsOnView.delete(key);
    then?.();
  };
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    for (const shown of errorsOnView) if (shown !== key) toast.dismiss(shown);
    if (staysUntilDismissed) errorsOnView.add(key);
    toast[kind](message, {
      id: key,
      duration: durationMs ?? (staysUntilDismissed ? Infinity : toastDurationMs(message)),
      closeButton: staysUntilDismissed,
      ...(action ? { action: { label: action.label, onClick: settle(action.onClick) } } : {}),
      ...(link
        ? {
            // Styled as sonner's own action button (its data attributes), but a link: it goes somewhere.
            action: (
              <Link to={link.to} data-button="" data-action="" onClick={() => toast.dismiss(key)}>
                {link.label}
              </Link>
            ),
          }
        : {}),
      onAutoClose: settle(onClose),
      onDismiss: settle(onClose),
    });
  });
}

/** Closes the toast of `key` (its onClose runs); after the toast it closes, when that is still on its way. */
export function dismissToast(key: string): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast.dismiss(key));
}

/**
 * Set from the moment an answer says a plan is needed until the task it came in ends: the screen's own failure
 * toast for that request (a mutation's onError, run in the same task) gives way to the one that says why.
 */
let planRefusalUnderWay = false;

/**
 * The server refused a write because the user's plan gives no access (402 SUBSCRIPTION_REQUIRED): whatever the
 * screen, the toast says so and links to the plans page, in place of the screen's generic failure. lib/api.ts calls
 * it for every such answer.
 */
export function notifyPlanRequired(): void {
  planRefusalUnderWay = true;
  setTimeout(() => {
    planRefusalUnderWay = false;
  });
  show('error', billingTexts.refusals.subscriptionRequired, {
    key: 'subscription-required',
    link: { label: billingTexts.viewPlans, to: '/subscription/plans' },
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => {
    if (!planRefusalUnderWay) show('error', message, options);
  },
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
  const wanted = useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={markToasterReady} />
    </Suspense>
  );
}
