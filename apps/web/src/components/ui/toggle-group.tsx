import { ToggleGroup as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A row of buttons of which one is on (Radix: arrow keys move between them, one tab stop). Wraps on narrow
 * screens rather than scrolling sideways.
 */
export function ToggleGroup({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root className={cn('flex flex-wrap items-center gap-1 rounded-xl bg-muted p-1', className)} {...props} />
  );
}

export function ToggleGroupItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-lg px-3 text-sm font-medium text-muted-foreground',
        'transition-colors duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs',
        className,
      )}
      {...props}
    />
  );
}
