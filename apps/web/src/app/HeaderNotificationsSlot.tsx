/**
 * The place of the notification bell in the signed-in header (spec doc 1 section 2: bell menu with unread badge,
 * 'Recent Notifications (N)', 'Mark all read', 'No new notifications', 'See All'). The Notifications issue
 * fills it; until then it renders nothing.
 */
export function HeaderNotificationsSlot() {
  return null;
}
