import { notificationTexts } from '@shutterdesk/core';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useMarkAllRead, useNotificationList } from './api';
import { BellButton } from './bell-button';
import { NotificationTime } from './notification-time';
import { useOpenNotification } from './open-notification';
import { useNow } from './use-now';

/**
 * The bell's menu: 'Recent Notifications (N)', 'Mark all read', the unread items with
 * title, message and time ago, 'No new notifications' and 'See All'. Loaded on demand by NotificationBell.
 */
export default function BellMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const unread = useNotificationList('unread');
  const markAllRead = useMarkAllRead();
  const openNotification = useOpenNotification();
  const now = useNow();
  const count = unread.data?.counts.unread ?? 0;
  const items = unread.data?.notifications ?? [];

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <BellButton unread={count} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 font-semibold">{notificationTexts.bellHeading(count)}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={count === 0}
            className="px-2 py-1 text-xs font-medium text-accent"
            // The menu stays open, showing that everything has been read.
            onSelect={(event) => {
              event.preventDefault();
              markAllRead.mutate();
            }}
          >
            {notificationTexts.bellMarkAllRead}
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="m-0" />
        {items.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground">{notificationTexts.bellEmpty}</p>
        ) : (
          <DropdownMenuGroup
            aria-label="Unread notifications"
            // Focusable, so the list scrolls from the keyboard too (menu items themselves are not tab stops).
            tabIndex={0}
            className="max-h-72 overflow-y-auto overscroll-contain p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {items.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                className="grid items-start gap-0.5 py-2.5"
                onSelect={() => openNotification(notification)}
              >
                <span className="font-medium">{notification.title}</span>
                <span className="line-clamp-2 text-xs text-muted-foreground wrap-anywhere">{notification.message}</span>
                <NotificationTime createdAt={notification.createdAt} now={now} />
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        )}
        <DropdownMenuSeparator className="m-0" />
        <div className="p-1">
          <DropdownMenuItem asChild className="justify-center font-medium">
            <Link to="/notifications">{notificationTexts.seeAll}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
