import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line box in the look of our text fields. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80',
        'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
