import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native select sized for a 40 px table row: quiet until hovered or focused, so a table of them stays calm.
 * Options never have an empty value; a placeholder option is disabled.
 */
export function CellSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-8 w-full min-w-0 cursor-pointer rounded-md border border-transparent bg-transparent px-1.5 text-sm text-foreground',
        'transition-colors duration-150 hover:border-input focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
        className,
      )}
      {...props}
    />
  );
}
