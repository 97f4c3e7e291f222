import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** A list that could not be loaded, with the one button that tries again. */
export function LoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="grid justify-items-start gap-3">
      <Alert tone="danger" title={`Your ${what} could not be loaded.`} className="w-full">
        Check your connection, then try again.
      </Alert>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
