import { MenuOnDemand } from '@/components/ui/menu-on-demand';
import { useNotificationList } from './api';
import { BellButton } from './bell-button';
import { useLiveNotifications } from './live-updates';

const loadBellMenu = () => import('./bell-menu');

/**
 * The bell of the header with the unread count. It also holds the live event stream, since
 * it is on every signed-in screen; its menu's code loads when the user reaches for it. Loaded lazily by
 * HeaderNotificationsSlot.
 */
export default function NotificationBell() {
  useLiveNotifications();
  const unread = useNotificationList('unread').data?.counts.unread ?? 0;
  return (
    <MenuOnDemand standIn={(props) => <BellButton unread={unread} {...props} />} load={loadBellMenu} menuProps={{}} />
  );
}
