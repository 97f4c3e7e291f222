import { appStateTexts } from '@shutterdesk/core';
import { whenIdle } from './idle';
import { notify } from './toast';

/** A tab left open for days still hears of a deploy: the browser itself checks only on navigations. */
const updateCheckIntervalMs = 60 * 60 * 1000;

/**
 * Registers the service worker that the build writes (vite-plugin-pwa, apps/web/vite.config.ts) at the first idle
 * moment after the page has loaded, so neither its registration nor its precaching competes with the first screen. A new version waits until the user chooses to reload: it
 * could otherwise swap the code under a half-filled form. Written against the browser's API rather than
 * workbox-window, whose 3 kB the first load does not need.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const registerWhenIdle = () => whenIdle(() => void register());
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

async function register() {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (!registration) return;
  if (registration.waiting) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerUpdate(worker);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), updateCheckIntervalMs);
}

function offerUpdate(worker: ServiceWorker) {
  // The first worker a browser installs has no older version to replace.
  if (!navigator.serviceWorker.controller) return;
  notify.info(appStateTexts.updateAvailable, {
    key: 'app-update',
    durationMs: Infinity,
    action: { label: appStateTexts.updateReload, onClick: () => activate(worker) },
  });
}

/** The waiting worker takes over (the build's worker skips waiting on this message), then the page reloads on it. */
function activate(worker: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
