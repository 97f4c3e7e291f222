import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Tooltip } from './tooltip';

/**
 * Our dialog: Radix behaviour (focus trap, Escape, return focus) with the app's look. On phones it is a sheet
 * that rises from the bottom edge (docs/product.md: dialogs become sheets on phones). Title and description wrap
 * anywhere, so a question naming a 40-character word or a long e-mail stays inside the sheet.
 */
export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof Primitive.Content>, 'title'> {
  title: ReactNode;
  /** A sentence under the title; also what a screen reader announces with it. */
  description?: ReactNode;
}

export function DialogContent({ title, description, className, children, ...props }: DialogContentProps) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content
        // Without a description Radix warns unless told there is none.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 grid max-h-[90dvh] w-full gap-4 overflow-y-auto border border-border bg-card p-5 text-card-foreground shadow-lg',
          'inset-x-0 bottom-0 rounded-t-2xl',
          'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          'focus-visible:outline-none',
          className,
        )}
        {...props}
      >
        <div className="grid gap-1 pr-8">
          <Primitive.Title className="text-lg font-semibold tracking-tight wrap-anywhere">{title}</Primitive.Title>
          {description && (
            <Primitive.Description className="text-sm text-muted-foreground wrap-anywhere">
              {description}
            </Primitive.Description>
          )}
        </div>
        {children}
        <Tooltip label="Close">
          <Primitive.Close
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </Primitive.Close>
        </Tooltip>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The row of buttons at the foot of a dialog: stacked on phones, right-aligned beside each other above. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
