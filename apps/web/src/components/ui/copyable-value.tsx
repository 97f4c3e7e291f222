import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { copyWithToast } from '@/lib/clipboard';

/**
 * A value to paste elsewhere, in a read-only field that selects all on focus, with a copy button beside it: an
 * address on one line (it scrolls inside its field), a snippet of HTML in a box where it wraps anywhere. At 375 px
 * the button goes under the field.
 */
export function CopyableValue({
  label,
  value,
  copyLabel,
  copiedText,
  multiline = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedText: string;
  multiline?: boolean;
}) {
  const id = useId();
  const fieldClasses =
    'min-w-0 flex-1 resize-none rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm wrap-anywhere text-foreground';
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        {multiline ? (
          <textarea
            id={id}
            readOnly
            rows={3}
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className={fieldClasses}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className={`${fieldClasses} h-10`}
          />
        )}
        <Button
          type="button"
          variant="secondary"
          className="w-full shrink-0 sm:w-fit"
          onClick={() =>
            copyWithToast(value, { copied: copiedText, failed: 'Could not copy. Select the text and copy it.' })
          }
        >
          <Copy className="size-4" aria-hidden="true" />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
