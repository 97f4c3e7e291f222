import { workflowTexts, type Timeline, type TimelineMessage } from '@shutterdesk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useAfterIdle } from './idle';
import { queryKeys } from './query-keys';
import { notify } from './toast';
import { failedWith } from './workflow-settings';

/** Whose messages: a lead's (Lead Flow) or a client's (Client Flow's steps). */
export type MessageRecord = 'lead' | 'client';

/** The statuses a message can still be cancelled in: it has not gone, nor started to. */
export const cancellableStatuses: ReadonlySet<TimelineMessage['status']> = new Set(['queued', 'scheduled', 'ready']);

const timelineRead = (record: MessageRecord, id: string) =>
  record === 'lead'
    ? api('GET /api/leads/{id}/messages', { params: { id } })
    : api('GET /api/clients/{id}/messages', { params: { id } });

/** How often an open timeline is read again while a message is about to go, so it shows going out. */
const goingOutPollMs = 3_000;
const goingOutWithinMs = 60_000;

/** Whether a message is in the outbox's hands now or within the minute (a queued retry may wait longer). */
export function isGoingOut(timeline: Timeline | undefined, now: number): boolean {
  return (
    timeline?.messages.some(
      (message) =>
        message.status === 'sending' ||
        (message.status === 'queued' && Date.parse(message.at) <= now + goingOutWithinMs),
    ) ?? false
  );
}

/**
 * A record's message timeline, read while its dialog is open (docs/decisions/0022-workflows.md); read again every
 * few seconds while a message is going out, so 'Queued' turns to 'Sent' (or 'Not sent') without a reload.
 */
export function useMessageTimeline(record: MessageRecord, id: string) {
  return useQuery({
    queryKey: queryKeys.messageTimeline(record, id),
    queryFn: () => timelineRead(record, id),
    refetchInterval: (query) => (isGoingOut(query.state.data, Date.now()) ? goingOutPollMs : false),
  });
}

/** What changes once a message is sent or cancelled: the record's timeline, and the dashboard's figure. */
export function useForgetMessages() {
  const queryClient = useQueryClient();
  return (record: MessageRecord, id: string) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messageTimeline(record, id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.todayMessages });
  };
}

/** Cancel on a message not sent yet: the entry shows cancelled at once from the server's answer. */
export function useCancelMessage(record: MessageRecord, id: string) {
  const queryClient = useQueryClient();
  const forget = useForgetMessages();
  return useMutation({
    mutationFn: (key: string) =>
      record === 'lead'
        ? api('POST /api/leads/{id}/messages/cancel', { params: { id }, body: { key } })
        : api('POST /api/clients/{id}/messages/cancel', { params: { id }, body: { key } }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData<Timeline>(
        queryKeys.messageTimeline(record, id),
        (timeline) =>
          timeline && {
            ...timeline,
            messages: timeline.messages.map((each) => (each.key === cancelled.key ? cancelled : each)),
          },
      );
      notify.success(workflowTexts.cancelled);
    },
    onError: failedWith(workflowTexts.cancelFailed),
    onSettled: () => forget(record, id),
  });
}

/**
 * The dashboard's figure: not part of the first view, so read at the first idle moment after hydration rather than
 * beside the first reads.
 */
export function useTodayMessages() {
  const idle = useAfterIdle();
  return useQuery({
    queryKey: queryKeys.todayMessages,
    queryFn: () => api('GET /api/messages/today'),
    enabled: idle,
  });
}
