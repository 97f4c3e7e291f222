import { appStateTexts } from '@shutterdesk/core';
import { WifiOff } from 'lucide-react';
import { useOffline } from '../lib/connection';

/**
 * Says so when the app cannot reach its server (lib/connection.ts), on every screen, under the header. The live
 * region is always there, so screen readers announce the change when it comes.
 */
export function OfflineBanner() {
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <div className="border-b border-border bg-muted">
          <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-2.5 text-sm">
            <WifiOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="min-w-0">
              <strong className="font-semibold">{appStateTexts.offline}</strong>
              <span className="text-muted-foreground"> {appStateTexts.offlineHint}</span>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
