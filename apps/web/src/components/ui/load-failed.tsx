import { RefreshCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** A list that could not be loaded: what happened, what to do, and a way to try again. */
export function LoadFailed({ title, retrying, onRetry }: { title: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert tone="danger" title={title} className="w-full">
        Check your connection, then try again.
      </Alert>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
