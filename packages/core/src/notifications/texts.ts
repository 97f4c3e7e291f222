import { archivedNotificationMaxAgeDays } from '../limits';
import type { NotificationFilter } from './rules';

/** The bell and /notifications. */
export const notificationTexts = {
  bellLabel: 'Notifications',
  bellHeading: (unread: number) => `Recent Notifications (${unread})`,
  bellMarkAllRead: 'Mark all read',
  bellEmpty: 'No new notifications',
  seeAll: 'See All',
  pageTitle: 'Notifications',
  markAllAsRead: 'Mark all as read',
  markAsRead: 'Mark as read',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  filters: { all: 'All', unread: 'Unread only', read: 'Read only', archived: 'Archived' } satisfies Record<
    NotificationFilter,
    string
  >,
  emptyTitle: 'No notifications found',
  emptyMessages: {
    unread: "You're all caught up! No unread notifications.",
    read: 'No read notifications to display.',
    all: "You don't have any notifications yet.",
    archived: `Nothing archived. Archived notifications are kept for ${archivedNotificationMaxAgeDays} days.`,
  } satisfies Record<NotificationFilter, string>,
} as const;
