import { Check } from 'lucide-react';
import { DropdownMenu as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Our dropdown menu: Radix behaviour (keyboard, focus, dismiss) with the app's look. Non-modal by default: a
 * modal menu hides the rest of the page with aria-hidden while it stays focusable, which axe-core reports as a
 * serious violation (aria-hidden-focus); a menu does not need to block the page (WAI-ARIA menu button pattern).
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuGroup = Primitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 overflow-hidden rounded-xl border border-border bg-card p-1 text-foreground shadow-lg',
          // Never wider than the room inside the collision padding: a long name would push it off a phone screen.
          'max-w-(--radix-dropdown-menu-content-available-width)',
          'origin-(--radix-dropdown-menu-content-transform-origin) data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

const itemClassName = cn(
  'flex cursor-default items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none select-none',
  'transition-colors duration-150 data-disabled:pointer-events-none data-disabled:opacity-50',
  'data-highlighted:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
);

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn(itemClassName, className)} {...props} />;
}

export const DropdownMenuRadioGroup = Primitive.RadioGroup;

/** A choice of a radio group (role menuitemradio, aria-checked); the chosen one is ticked at the end. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Primitive.RadioItem>) {
  return (
    <Primitive.RadioItem className={cn(itemClassName, className)} {...props}>
      {children}
      <Primitive.ItemIndicator className="ml-auto flex">
        <Check aria-hidden="true" />
      </Primitive.ItemIndicator>
    </Primitive.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
