import { formatDateTime, relativeTime } from '@shutterdesk/core';
import { cn } from '../../lib/cn';

/** "5 minutes ago", with the exact date and time on hover and for assistive technology's time element. */
export function NotificationTime({ createdAt, now, className }: { createdAt: string; now: Date; className?: string }) {
  return (
    <time
      dateTime={createdAt}
      title={formatDateTime(createdAt)}
      className={cn('text-xs text-muted-foreground', className)}
    >
      {relativeTime(createdAt, now)}
    </time>
  );
}
