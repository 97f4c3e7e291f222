import { notificationDestination, type Notification } from '@shutterdesk/core';
import { useNavigate } from 'react-router';
import { useUpdateNotification } from './api';

/** Clicking a notification: it is marked read if it was not, then the screen of its type opens. */
export function useOpenNotification(): (notification: Notification) => void {
  const navigate = useNavigate();
  const { mutate: update } = useUpdateNotification();
  return (notification) => {
    if (!notification.isRead) update({ id: notification.id, change: { isRead: true } });
    void navigate(notificationDestination(notification.type).path);
  };
}
