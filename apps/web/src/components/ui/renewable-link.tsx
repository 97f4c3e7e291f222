import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { CopyableValue } from './copyable-value';

/** The server call that replaces the link; a mutation of the screen (it updates the cache and says so). */
export interface LinkRenewal {
  isPending: boolean;
  mutate: (variables: void, options: { onSettled: () => void }) => void;
}

/**
 * A private link the user hands out (the calendar feed, the inquiry form): its address in a copy field, and a
 * button that asks before making a new one, since the new link revokes the old. Renders no wrapper of its own, so
 * it takes the spacing of the section it sits in.
 */
export function RenewableLink({
  label,
  url,
  unavailable,
  copyLabel,
  copiedText,
  renewLabel,
  renewConfirm,
  renewal,
  children,
}: {
  label: string;
  /** Undefined while the link loads or when it could not be loaded: `unavailable` shows instead, renewing is off. */
  url: string | undefined;
  unavailable?: ReactNode;
  copyLabel: string;
  copiedText: string;
  renewLabel: string;
  renewConfirm: string;
  renewal: LinkRenewal;
  /** Whatever else carries the address (a link to it, code that embeds it), shown before the renew button. */
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {url === undefined ? (
        unavailable
      ) : (
        <CopyableValue label={label} value={url} copyLabel={copyLabel} copiedText={copiedText} />
      )}
      {children}
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-fit"
        disabled={url === undefined}
        onClick={() => setConfirming(true)}
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {renewLabel}
      </Button>
      <ConfirmDialog
        title={confirming ? renewLabel : null}
        description={renewConfirm}
        confirmLabel={renewLabel}
        busy={renewal.isPending}
        // Closed on a failure too: its toast says why, and may link to where it can be put right (a plan).
        onConfirm={() => renewal.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
