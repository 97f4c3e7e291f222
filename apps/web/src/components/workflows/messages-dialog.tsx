import { workflowTexts, type Timeline } from '@shutterdesk/core';
import { Loader2, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '../ui/dialog';
import { LoadFailed } from '../ui/load-failed';
import { TextLink } from '../ui/text-link';
import { useCancelMessage, useMessageTimeline, type MessageRecord } from '@/lib/message-timeline';
import { AddressForm } from './address-form';
import { MessageEntry } from './message-entry';

export interface MessagesDialogProps {
  /** The record whose messages show; null while the dialog is closed. A name may be unknown (opened by a link). */
  record: { id: string; name: string | null } | null;
  /** Saves the record's e-mail address (the feature's own update); the timeline is read again after. */
  onSaveAddress: (id: string, email: string) => Promise<unknown>;
  onClose: () => void;
}

/** A lead's messages: where they go, and every message sent, failed, cancelled, queued or still to come. */
export function LeadMessagesDialog({ record, onSaveAddress, onClose }: MessagesDialogProps) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      {record && (
        <DialogContent
          title={workflowTexts.messagesTitle(record.name)}
          description={workflowTexts.messagesDescription}
          className="sm:max-w-xl"
        >
          <TimelineView record="lead" id={record.id} onSaveAddress={(email) => onSaveAddress(record.id, email)}>
            {(timeline, cancel) =>
              timeline.messages.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {workflowTexts.timelineEmpty} {workflowTexts.timelineEmptyHint}{' '}
                  <TextLink to="/workflows">{workflowTexts.settingsTitle}</TextLink>
                </p>
              ) : (
                <ol className="grid gap-2">
                  {timeline.messages.map((message) => (
                    <li key={message.key} className="rounded-lg border border-border p-3">
                      <MessageEntry
                        message={message}
                        cancelling={cancel.isPending && cancel.variables === message.key}
                        onCancel={cancel.mutate}
                      />
                    </li>
                  ))}
                </ol>
              )
            }
          </TimelineView>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * A record's timeline once read: the address form, the unsubscribed notice, then what `children` draws of the
 * messages (a lead lists them; a client shows each beside its step). Loading and a failed read show in its place.
 */
export function TimelineView({
  record,
  id,
  onSaveAddress,
  titled = true,
  children,
}: {
  record: MessageRecord;
  id: string;
  onSaveAddress: (email: string) => Promise<unknown>;
  /** Whether the messages go under a 'Messages' heading: not where they are the dialog's own list (a client's steps). */
  titled?: boolean;
  children: (timeline: Timeline, cancel: ReturnType<typeof useCancelMessage>) => ReactNode;
}) {
  const timeline = useMessageTimeline(record, id);
  const cancel = useCancelMessage(record, id);
  if (!timeline.data) {
    return timeline.isError ? (
      <LoadFailed
        title={workflowTexts.timelineLoadFailed}
        retrying={timeline.isFetching}
        onRetry={() => void timeline.refetch()}
      />
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {workflowTexts.timelineLoading}
      </p>
    );
  }
  const { address, unsubscribed } = timeline.data;
  return (
    <div className="grid min-w-0 gap-4">
      {/* Keyed by the saved address: a save or another tab's change starts the field from the new one. */}
      <AddressForm
        key={address}
        address={address}
        onSave={async (email) => {
          await onSaveAddress(email);
          await timeline.refetch();
        }}
      />
      {unsubscribed && (
        <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
          <MailX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {workflowTexts.unsubscribedNotice}
        </p>
      )}
      {titled ? (
        <section aria-label={workflowTexts.timelineTitle} className="grid min-w-0 gap-2">
          <h3 className="text-sm font-semibold">{workflowTexts.timelineTitle}</h3>
          {children(timeline.data, cancel)}
        </section>
      ) : (
        children(timeline.data, cancel)
      )}
    </div>
  );
}
