import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { bellButtonClasses, bellLabel } from '../features/notifications/bell-button';

// The menu (Radix) and the live event stream load after the first paint of the signed-in shell.
const NotificationBell = lazy(() => import('../features/notifications/NotificationBell'));

/** The notification bell in the signed-in header (spec doc 1 section 2). */
export function HeaderNotificationsSlot() {
  return (
    <Suspense
      fallback={
        <button type="button" disabled aria-label={bellLabel(0)} className={bellButtonClasses}>
          <Bell aria-hidden="true" />
        </button>
      }
    >
      <NotificationBell />
    </Suspense>
  );
}
