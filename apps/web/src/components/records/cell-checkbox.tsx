import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The platform's checkbox in the accent colour. A table row has up to 24 of them and sorting 10,000 clients
 * mounts many rows at once: the native box costs nothing to mount, where the styled Radix one reads computed
 * styles for its tick and forces the browser to recalculate styles once per checked box.
 */
export function CellCheckbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4.5 cursor-pointer align-middle accent-(--accent) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
