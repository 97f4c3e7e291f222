import { notificationTexts } from '@shutterdesk/core';
import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

const bellButtonClasses = cn(
  'relative inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors duration-150',
  'hover:bg-muted hover:text-foreground disabled:opacity-60 data-[state=open]:bg-muted data-[state=open]:text-foreground',
  '[&_svg]:size-5',
);

const bellLabel = (unread: number) =>
  unread > 0 ? `${notificationTexts.bellLabel}, ${unread} unread` : notificationTexts.bellLabel;

/**
 * The bell with its unread count. The same button serves as the menu's trigger (Radix passes its props and ref
 * through), as the stand-in until the menu's code loads (MenuOnDemand), and, disabled, as the placeholder while
 * the bell's own code loads.
 */
export function BellButton({ unread, ...props }: { unread: number } & ComponentProps<'button'>) {
  const label = bellLabel(unread);
  return (
    <Tooltip label={label}>
      <button type="button" aria-label={label} className={bellButtonClasses} {...props}>
        <Bell aria-hidden="true" />
        <UnreadBadge count={unread} />
      </button>
    </Tooltip>
  );
}

/** The unread count on the bell; nothing when all is read. */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-accent-foreground tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
