import { notificationDestination, opensMessages, type Notification } from '@shutterdesk/core';
import { useNavigate } from 'react-router';
import { messagesLink } from '@/lib/messages-link';
import { useUpdateNotification } from './api';

/**
 * Clicking a notification: it is marked read if it was not, then the screen of its type opens; a 'Message not sent'
 * opens its lead's or client's Messages there.
 */
export function useOpenNotification(): (notification: Notification) => void {
  const navigate = useNavigate();
  const { mutate: update } = useUpdateNotification();
  return (notification) => {
    if (!notification.isRead) update({ id: notification.id, change: { isRead: true } });
    const { path } = notificationDestination(notification.type);
    const { recordId } = notification;
    const opensRecord = recordId !== null && opensMessages(notification.type) && path !== '/dashboard';
    void navigate(opensRecord ? messagesLink(path, recordId) : path);
  };
}
