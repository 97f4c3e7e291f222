import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A checkbox: the browser's own, drawn to match the UI kit, with the tick on top of it. Not Radix's (a button with
 * role checkbox): that one draws a hidden form input beside each box until it has found, after mounting, that the box
 * is in no form, then takes the input away again, so every box of a page drawn on the server cost a second,
 * synchronous render and a removal as the page hydrated (docs/decisions/0021-server-rendering.md).
 */
export function Checkbox({
  className,
  checked,
  onCheckedChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn(
          'peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-input bg-card shadow-xs',
          'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'checked:border-accent checked:bg-accent',
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-accent-foreground peer-checked:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}
