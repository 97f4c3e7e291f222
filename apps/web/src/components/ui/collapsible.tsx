import { ChevronDown } from 'lucide-react';
import { Collapsible as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A section that opens and closes under its trigger (Radix: aria-expanded and aria-controls wired up). */
export const Collapsible = Primitive.Root;
export const CollapsibleContent = Primitive.Content;

/** A full-width trigger row with a chevron that turns when open. */
export function CollapsibleTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        'group flex h-10 w-full items-center justify-between gap-2 rounded-lg px-2 text-sm font-medium',
        'transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-4 shrink-0 text-muted-foreground transition-transform duration-150 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </Primitive.Trigger>
  );
}
