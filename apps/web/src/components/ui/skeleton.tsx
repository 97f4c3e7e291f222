import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block shown where content is loading; hidden from screen readers (say "loading" once nearby). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
