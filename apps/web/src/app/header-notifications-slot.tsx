import { lazy, Suspense } from 'react';
import { BellButton } from '../features/notifications/bell-button';

// The bell and its live event stream load after the first paint of the signed-in shell.
const NotificationBell = lazy(() => import('../features/notifications/notification-bell'));

/** The notification bell in the signed-in header. */
export function HeaderNotificationsSlot() {
  return (
    <Suspense fallback={<BellButton unread={0} disabled />}>
      <NotificationBell />
    </Suspense>
  );
}
