import {
  newLeadEventName,
  notificationEventName,
  notificationReadyEventName,
  type NotificationEvent,
  type NotificationStreamReady,
} from '@shutterdesk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';
import { apiUrl } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { applyNotificationEvent, notificationListsBehind } from './api';

/** Waits before opening a new stream once the browser has given up on one, growing to half a minute. */
const reopenDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Keeps the notification lists live through the server's event stream (GET /api/notifications/events): each event
 * brings the new notification and the counts, which go straight into the lists held, in the bell and on the page,
 * without a reload or another request. Each lead a website inquiry adds comes as an event of its own, with a
 * notification (the first of a burst) or without, and Lead Flow reads its lists again. EventSource reconnects by
 * itself after a network drop; when it gives up (the server answered an error), a new one is opened after a pause.
 * After any reconnection the lists (and Lead Flow's) are read again, for what arrived while the stream was down; on
 * the first connection, only when the counts it starts with say they missed something. The first view does not
 * need the stream: it opens at the browser's first idle moment after the page is up (lib/idle.ts), and a
 * notification made before then shows through those counts.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });

    function open() {
      source = new EventSource(apiUrl('GET /api/notifications/events'));
      source.addEventListener(notificationReadyEventName, (message) => {
        failures = 0;
        if (connectedBefore) {
          refresh();
          // Leads a website inquiry added while the stream was down were not announced either.
          void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
        } else {
          // The lists were read as the page opened, before the stream listened: a notification made in between
          // shows in the counts the stream starts with.
          const { counts } = JSON.parse(message.data as string) as NotificationStreamReady;
          void notificationListsBehind(queryClient, counts).then((behind) => behind && refresh());
        }
        connectedBefore = true;
      });
      source.addEventListener(notificationEventName, (message) => {
        // Our own server's event (its shape is core's notificationEventSchema), trusted as api() trusts answers.
        const event = JSON.parse(message.data as string) as NotificationEvent;
        applyNotificationEvent(queryClient, event);
      });
      // A lead a website inquiry added: Lead Flow's lists, whole or windowed, are read again.
      source.addEventListener(newLeadEventName, () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.leads });
      });
      source.addEventListener('error', () => {
        // While CONNECTING the browser is retrying on its own; CLOSED means it stopped.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopenTimer = setTimeout(open, reopenDelaysMs[Math.min(failures, reopenDelaysMs.length - 1)]);
        failures += 1;
      });
    }

    const cancelOpening = whenIdle(open);
    return () => {
      cancelOpening();
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [queryClient]);
}
