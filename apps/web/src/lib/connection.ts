import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server: the browser says it is offline, or our last request got no answer at all
 * (a network that claims to be up but carries nothing, a captive portal). Any answer from the server, or the
 * browser coming back online, clears the second.
 *
 * Requests report through a window event rather than a variable of this module: the build may copy a small module
 * into each chunk that uses it (vite.config.ts, experimentalInlineCommonChunks), and each copy has its own variables.
 */
const answeredEvent = 'shutterdesk:server-answered';

/** Called by the API client with each request's outcome: answered (any status) or not. */
export function reportServerAnswered(answered: boolean): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<boolean>(answeredEvent, { detail: answered }));
}

let requestsUnanswered = false;
const listeners = new Set<() => void>();

function setUnanswered(unanswered: boolean) {
  if (requestsUnanswered === unanswered) return;
  requestsUnanswered = unanswered;
  changed();
}

function changed() {
  listeners.forEach((listener) => listener());
}

const onAnswered = (event: Event) => setUnanswered(!(event as CustomEvent<boolean>).detail);
// Always a change: navigator.onLine itself turned, even when no request had gone unanswered meanwhile.
const onBackOnline = () => {
  requestsUnanswered = false;
  changed();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener(answeredEvent, onAnswered);
    window.addEventListener('online', onBackOnline);
    window.addEventListener('offline', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(answeredEvent, onAnswered);
      window.removeEventListener('online', onBackOnline);
      window.removeEventListener('offline', changed);
    }
  };
}

const isOffline = () => !navigator.onLine || requestsUnanswered;

export function useOffline(): boolean {
  // A page drawn on the server was asked for over the network: online.
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
