import { ExternalLink, ReceiptText } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useOpenBillingPortal } from './api';

/**
 * Opens Stripe's customer portal (the card on file, invoices and receipts) for the user's own customer; the portal
 * returns to the manage screen. Busy until the browser has left.
 */
export function BillingPortalButton({
  label,
  size = 'md',
  className,
}: {
  label: string;
  size?: ButtonSize;
  className?: string;
}) {
  const portal = useOpenBillingPortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      loading={busy}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) =>
            notify.error(
              isApiError(error) ? error.message : 'The billing portal could not be opened. Check your connection.',
            ),
        })
      }
    >
      {!busy && <ReceiptText aria-hidden="true" />}
      {label}
      <ExternalLink aria-hidden="true" />
    </Button>
  );
}
