import { Switch as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** An on/off switch (Radix: role switch with aria-checked). Name it with a <label htmlFor> or aria-label. */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        'peer inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full border border-transparent p-0.5',
        'bg-input transition-colors duration-150 data-[state=checked]:bg-accent',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <Primitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-card shadow-sm',
          'transition-transform duration-150 data-[state=checked]:translate-x-4',
        )}
      />
    </Primitive.Root>
  );
}
