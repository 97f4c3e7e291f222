/**
 * The notification request schemas (zod). Apart from notifications.ts so that the bell, which loads with the
 * signed-in shell, can use the rules and texts there without pulling zod into the first load.
 */
import { z } from 'zod';
import { notificationFilters, type Notification, type NotificationCounts } from './notifications';
import { notificationCategories, type NotificationCategory, type NotificationPreferences } from './options';

/** GET /api/notifications?filter= */
export const notificationListQuerySchema = z.strictObject({
  filter: z
    .enum(notificationFilters, { error: `Filter must be one of: ${notificationFilters.join(', ')}.` })
    .default('all'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** PATCH /api/notifications/:id: mark read, archive or unarchive. */
export const updateNotificationSchema = z
  .strictObject({
    isRead: z.boolean({ error: 'isRead must be true or false.' }).optional(),
    isArchived: z.boolean({ error: 'isArchived must be true or false.' }).optional(),
  })
  .refine((change) => change.isRead !== undefined || change.isArchived !== undefined, {
    message: 'Say what to change: isRead or isArchived.',
  });
export type UpdateNotificationRequest = z.input<typeof updateNotificationSchema>;

const preferenceField = z.boolean({ error: 'Each preference must be true or false.' });

/** PUT /api/notification-preferences: the whole set, every category named. */
export const notificationPreferencesSchema = z.strictObject({
  priorityTasks: preferenceField,
  leads: preferenceField,
  clients: preferenceField,
  categoryTasks: z.strictObject(
    Object.fromEntries(notificationCategories.map((category) => [category, preferenceField])) as Record<
      NotificationCategory,
      typeof preferenceField
    >,
  ),
}) satisfies z.ZodType<NotificationPreferences>;

/** A notification as the API returns it. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  isArchived: z.boolean(),
  createdAt: z.iso.datetime(),
}) satisfies z.ZodType<Notification>;

const countField = z.number().int().nonnegative();

export const notificationCountsSchema = z.object({
  total: countField,
  unread: countField,
  read: countField,
  archived: countField,
}) satisfies z.ZodType<NotificationCounts>;

/**
 * The data of each live event (`notificationEventName`) of GET /api/notifications/events: the new notification and
 * the user's counts with it, read together in one query, so that the browser updates the bell and the lists it
 * holds from the event alone instead of reading them again.
 */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  counts: notificationCountsSchema,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
