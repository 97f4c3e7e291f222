import {
  notificationListLimit,
  type Notification,
  type NotificationEvent,
  type NotificationFilter,
  type NotificationList,
} from '@shutterdesk/core';

/** Which notifications each filter lists, as GET /api/notifications?filter= selects them. */
const listedBy: Record<NotificationFilter, (notification: Notification) => boolean> = {
  all: (notification) => !notification.isArchived,
  unread: (notification) => !notification.isArchived && !notification.isRead,
  read: (notification) => !notification.isArchived && notification.isRead,
  archived: (notification) => notification.isArchived,
};

/** Newest first, then by id, as the server orders its lists. */
function newestFirst(a: Notification, b: Notification): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * A filter's list with a live event applied, as the server would now answer it: the notification in its place if
 * the filter lists it (once, even if it was there already), the list held to the server's limit (the unread list
 * has none), and the counts the event brought.
 */
export function withNotificationEvent(
  list: NotificationList,
  filter: NotificationFilter,
  { notification, counts }: NotificationEvent,
): NotificationList {
  const others = list.notifications.filter((listed) => listed.id !== notification.id);
  const notifications = listedBy[filter](notification) ? [...others, notification].sort(newestFirst) : others;
  return { notifications: filter === 'unread' ? notifications : notifications.slice(0, notificationListLimit), counts };
}
