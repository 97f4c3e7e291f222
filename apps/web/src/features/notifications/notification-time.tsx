import { formatDateTime, relativeTime } from '@shutterdesk/core';
import { cn } from '@/lib/cn';
import { useHydrating } from '@/lib/server-render';

/** "5 minutes ago", with the exact date and time on hover and for assistive technology's time element. */
export function NotificationTime({ createdAt, now, className }: { createdAt: string; now: Date; className?: string }) {
  // In the browser's time zone, which the server does not know: added once a page drawn there has hydrated.
  const hydrating = useHydrating();
  return (
    <time
      dateTime={createdAt}
      title={hydrating ? undefined : formatDateTime(createdAt)}
      className={cn('text-xs text-muted-foreground', className)}
    >
      {relativeTime(createdAt, now)}
    </time>
  );
}
