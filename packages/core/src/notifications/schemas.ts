/**
 * The notification API's schemas (zod). Apart from rules.ts so that the bell, which loads with the
 * signed-in shell, can use the rules and texts there without pulling zod into the first load.
 */
import { z } from 'zod';
import { notificationFilters } from './rules';
import { notificationCategories, type NotificationCategory, type NotificationPreferences } from '../options';

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

// The answers of /api/notifications (their contracts are in api/notifications.ts), kept apart from the request
// schemas above. The types they give keep the names the web app imports from the package's index.

/** A notification as the API answers with it. `type` is a string: rows of a type a later version adds still show. */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    isArchived: z.boolean(),
    createdAt: z.string(),
    /** The lead or client a 'Message not sent' is about, whose Messages its click opens; null for other types. */
    recordId: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** All counts cover the user's whole history: total = unread + read (not archived); archived apart. */
export const notificationCountsSchema = z
  .object({
    total: z.number().int(),
    unread: z.number().int(),
    read: z.number().int(),
    archived: z.number().int(),
  })
  .meta({ id: 'NotificationCounts' });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** GET /api/notifications: the filter's list, newest first, and the counts. */
export const notificationListSchema = z
  .object({ notifications: z.array(notificationSchema), counts: notificationCountsSchema })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read-all: how many notifications became read. */
export const markAllReadResultSchema = z.object({ updated: z.number().int() }).meta({ id: 'MarkAllReadResult' });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

/**
 * The data of each live event (`notificationEventName`) of GET /api/notifications/events: the new notification and
 * the user's counts with it, read together in one query, so that the browser updates the bell and the lists it
 * holds from the event alone instead of reading them again.
 */
export const notificationEventSchema = z
  .object({ notification: notificationSchema, counts: notificationCountsSchema })
  .meta({ id: 'NotificationEvent' });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** The data of the stream's `newLeadEventName` event: which lead arrived. */
export const newLeadEventSchema = z.object({ leadId: z.string() }).meta({ id: 'NewLeadEvent' });
export type NewLeadEvent = z.infer<typeof newLeadEventSchema>;

/**
 * The data of the stream's `notificationReadyEventName` event: the user's counts once the stream listens. Lists read
 * before it that hold other counts missed a change made before the stream opened, and are read again.
 */
export const notificationStreamReadySchema = z
  .object({ counts: notificationCountsSchema })
  .meta({ id: 'NotificationStreamReady' });
export type NotificationStreamReady = z.infer<typeof notificationStreamReadySchema>;
