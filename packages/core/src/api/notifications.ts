import { z } from 'zod';
import {
  markAllReadResultSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSchema,
  updateNotificationSchema,
} from '../notifications/schemas';
import { notificationPreferencesResultSchema } from '../profile-schemas';
import { endpoint } from './endpoint';
import { rowIdParams } from './params';

const tags = ['Notifications'] as const;
const notificationId = rowIdParams('Notification');

/** The live stream's body as OpenAPI sees it: text whose events its description names. */
const notificationEventStreamSchema = z.string().meta({
  description:
    "Server-sent events: `ready` once connected, its data JSON with the user's counts (reload the lists held " +
    'when they hold other counts, or after a reconnection), a `notification` event, its data JSON, for ' +
    'each new notification, and a `lead` event, its data JSON with `leadId`, for each lead a website inquiry ' +
    'added (reload the leads held). A comment line keeps an idle stream open; a sign-out or a ban closes it.',
});

/** The notification centre (bell and page), its live stream, and the reminder preferences. */
export const notificationContracts = {
  listNotifications: endpoint({
    operationId: 'listNotifications',
    method: 'get',
    path: '/api/notifications',
    tags,
    summary: "The filter's notifications, newest first (all, read and archived: the newest 20), and the counts.",
    access: 'user',
    request: { query: notificationListQuerySchema },
    response: notificationListSchema,
  }),
  markAllNotificationsRead: endpoint({
    operationId: 'markAllNotificationsRead',
    method: 'post',
    path: '/api/notifications/read-all',
    tags,
    summary: 'Marks every unread notification read.',
    access: 'user',
    response: markAllReadResultSchema,
  }),
  updateNotification: endpoint({
    operationId: 'updateNotification',
    method: 'patch',
    path: '/api/notifications/{id}',
    tags,
    summary: 'Marks a notification read or unread, archives or unarchives it.',
    access: 'user',
    request: { params: notificationId, body: updateNotificationSchema },
    response: notificationSchema,
  }),
  deleteNotification: endpoint({
    operationId: 'deleteNotification',
    method: 'delete',
    path: '/api/notifications/{id}',
    tags,
    summary: 'Deletes one notification.',
    access: 'user',
    request: { params: notificationId },
    status: 204,
    response: null,
  }),
  notificationEvents: endpoint({
    operationId: 'notificationEvents',
    method: 'get',
    path: '/api/notifications/events',
    tags,
    summary: 'A live stream of new notifications and website leads as they are created (EventSource).',
    access: 'user',
    response: { contentType: 'text/event-stream', schema: notificationEventStreamSchema },
  }),
  getNotificationPreferences: endpoint({
    operationId: 'getNotificationPreferences',
    method: 'get',
    path: '/api/notification-preferences',
    tags,
    summary: 'Which reminders the user wants; every one is on until turned off.',
    access: 'user',
    response: notificationPreferencesResultSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
  setNotificationPreferences: endpoint({
    operationId: 'setNotificationPreferences',
    method: 'put',
    path: '/api/notification-preferences',
    tags,
    summary: 'Replaces the reminder preferences with the whole set sent, every category named.',
    access: 'user',
    request: { body: notificationPreferencesSchema },
    response: notificationPreferencesResultSchema,
    errors: ['PROFILE_NOT_FOUND'],
  }),
};
