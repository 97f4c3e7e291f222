import { Popover as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Our popover: Radix behaviour (focus moves in and back, Escape and outside clicks close it) with the app's look.
 * Used by the date pickers and the column chooser.
 */
export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverClose = Primitive.Close;

export function PopoverContent({
  className,
  sideOffset = 8,
  align = 'start',
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-card p-3 text-foreground shadow-lg',
          'origin-(--radix-popover-content-transform-origin) data-[state=open]:animate-pop-in',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
