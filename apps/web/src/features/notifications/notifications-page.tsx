import {
  notificationDestination,
  notificationFilters,
  notificationTexts,
  type Notification,
  type NotificationFilter,
} from '@shutterdesk/core';
import { Archive, ArchiveRestore, ArrowRight, BellOff, Check, CheckCheck, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading } from '@/components/ui/page-loading';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteNotification, useMarkAllRead, useNotificationList, useUpdateNotification } from './api';
import { NotificationTime } from './notification-time';
import { useOpenNotification } from './open-notification';
import { useNow } from './use-now';

/** The notifications page: filters, counts from the server, and each item's actions. */
export default function NotificationsPage() {
  useDocumentTitle(notificationTexts.pageTitle);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotificationList(filter);
  const markAllRead = useMarkAllRead();
  const unread = list.data?.counts.unread ?? 0;

  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{notificationTexts.pageTitle}</h1>
          {list.data && (
            <Badge tone={unread > 0 ? 'accent' : 'neutral'} data-testid="unread-count">
              {unread} unread
            </Badge>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {!markAllRead.isPending && <CheckCheck aria-hidden="true" />}
          {notificationTexts.markAllAsRead}
        </Button>
      </div>

      <ToggleGroup
        aria-label="Show notifications"
        value={filter}
        onValueChange={(value) => setFilter(value as NotificationFilter)}
        className="justify-self-start"
      >
        {notificationFilters.map((value) => (
          <ToggleGroupItem key={value} value={value}>
            {notificationTexts.filters[value]}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <div className="grid justify-items-start gap-3">
          <Alert tone="danger" title="The notifications could not be loaded." className="w-full">
            Check your connection, then try again.
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()} loading={list.isFetching}>
            {!list.isFetching && <RefreshCw aria-hidden="true" />}
            Try again
          </Button>
        </div>
      ) : list.data.notifications.length === 0 ? (
        <EmptyState filter={filter} onShowAll={() => setFilter('all')} />
      ) : (
        <NotificationList notifications={list.data.notifications} />
      )}
    </div>
  );
}

function EmptyState({ filter, onShowAll }: { filter: NotificationFilter; onShowAll: () => void }) {
  return (
    <Card className="grid justify-items-center gap-2 px-6 py-12 text-center">
      <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-base font-semibold">{notificationTexts.emptyTitle}</h2>
      <p className="text-sm text-muted-foreground">{notificationTexts.emptyMessages[filter]}</p>
      {filter !== 'all' && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onShowAll}>
          Show all notifications
        </Button>
      )}
    </Card>
  );
}

function NotificationList({ notifications }: { notifications: Notification[] }) {
  const now = useNow();
  const openNotification = useOpenNotification();
  const { mutate: update } = useUpdateNotification();
  const { mutate: remove } = useDeleteNotification();

  return (
    <ul className="grid gap-2" aria-label="Notifications">
      {notifications.map((notification) => {
        const { actionLabel } = notificationDestination(notification.type);
        const change = (isRead: boolean | undefined, isArchived: boolean | undefined) =>
          update({ id: notification.id, change: { isRead, isArchived } });
        // The whole card opens the notification for a pointer; keyboard users have the action button.
        const stopHere = (event: MouseEvent) => event.stopPropagation();
        return (
          <li key={notification.id}>
            <Card
              onClick={() => openNotification(notification)}
              data-unread={!notification.isRead || undefined}
              className={cn(
                'group grid cursor-pointer gap-2 p-4 transition-colors duration-150 hover:border-input',
                !notification.isRead && 'border-accent/40 bg-accent-soft/40',
              )}
            >
              <div className="flex items-start gap-3">
                <span
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    notification.isRead ? 'bg-transparent' : 'bg-accent',
                  )}
                  aria-hidden="true"
                />
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <h2 className="text-sm font-semibold">
                      {notification.title}
                      {!notification.isRead && <span className="sr-only"> (unread)</span>}
                    </h2>
                    <NotificationTime createdAt={notification.createdAt} now={now} />
                  </div>
                  <p className="text-sm text-muted-foreground wrap-anywhere">{notification.message}</p>
                </div>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-1 pl-5" onClick={stopHere}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-accent"
                  onClick={() => openNotification(notification)}
                >
                  {actionLabel}
                  <ArrowRight aria-hidden="true" />
                </Button>
                <div className="ml-auto flex items-center gap-1">
                  {!notification.isRead && !notification.isArchived && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="max-sm:size-8 max-sm:px-0"
                      title={notificationTexts.markAsRead}
                      onClick={() => change(true, undefined)}
                    >
                      <Check aria-hidden="true" />
                      {/* Icon only on phones, so the actions stay on one line beside the action label. */}
                      <span className="max-sm:sr-only">{notificationTexts.markAsRead}</span>
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`${notification.isArchived ? notificationTexts.unarchive : notificationTexts.archive}: ${notification.title}`}
                    title={notification.isArchived ? notificationTexts.unarchive : notificationTexts.archive}
                    onClick={() => change(undefined, !notification.isArchived)}
                  >
                    {notification.isArchived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 hover:text-danger"
                    aria-label={`${notificationTexts.delete}: ${notification.title}`}
                    title={notificationTexts.delete}
                    onClick={() => remove(notification.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
