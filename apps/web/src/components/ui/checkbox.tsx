import { Check } from 'lucide-react';
import { Checkbox as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A checkbox (Radix: a button with role checkbox, so it styles well and still speaks to screen readers). The tick
 * is drawn always and shown by the checked state's CSS: Radix's Indicator reads the computed style of each one as
 * it mounts, a style recalculation per ticked box that a dashboard of routines pays dozens of times on load.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        'peer group inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-input bg-card shadow-xs',
        'transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground',
        className,
      )}
      {...props}
    >
      <Check className="hidden size-3.5 group-data-[state=checked]:block" strokeWidth={3} aria-hidden="true" />
    </Primitive.Root>
  );
}
