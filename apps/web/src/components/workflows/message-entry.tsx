import { formatDateTime, workflowTexts, type TimelineMessage } from '@shutterdesk/core';
import { AlertTriangle, Ban, CalendarClock, CheckCircle2, Clock, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { cancellableStatuses } from '@/lib/message-timeline';

const statusLook = {
  sent: { tone: 'success', Icon: CheckCircle2 },
  failed: { tone: 'danger', Icon: AlertTriangle },
  cancelled: { tone: 'neutral', Icon: Ban },
  queued: { tone: 'accent', Icon: Clock },
  sending: { tone: 'accent', Icon: Send },
  scheduled: { tone: 'neutral', Icon: CalendarClock },
  ready: { tone: 'accent', Icon: Send },
} as const satisfies Record<TimelineMessage['status'], { tone: string; Icon: unknown }>;

/** When a message went, goes or was last tried, in words that fit its status. */
function whenText(message: TimelineMessage): string {
  const at = formatDateTime(message.at);
  switch (message.status) {
    case 'sent':
      return `Sent ${at}`;
    case 'failed':
      return `Last tried ${at}`;
    case 'cancelled':
      return `Cancelled ${at}`;
    case 'ready':
      return `Due ${at}`;
    default:
      return `Goes ${at}`;
  }
}

/**
 * One message of a lead's or a client's timeline: its status, when, to whom, its subject and, folded, its text as
 * it was (or will be) sent; Cancel while it has not gone. `action` is the caller's further button (send a ready step).
 */
export function MessageEntry({
  message,
  cancelling,
  onCancel,
  action,
}: {
  message: TimelineMessage;
  cancelling: boolean;
  onCancel: (key: string) => void;
  action?: ReactNode;
}) {
  const { tone, Icon } = statusLook[message.status];
  return (
    <div className="grid min-w-0 gap-1.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <Badge tone={tone}>
          <Icon aria-hidden="true" />
          {workflowTexts.statusLabels[message.status]}
        </Badge>
        <span>{workflowTexts.kindLabels[message.kind]}</span>
        <span className="tabular-nums">{whenText(message)}</span>
      </div>
      <p className="text-sm font-medium wrap-anywhere">{message.subject}</p>
      <p className="text-xs text-muted-foreground wrap-anywhere">To {message.to || '—'}</p>
      {message.error && (
        <p className="text-xs text-danger wrap-anywhere">
          {workflowTexts.notSentReason}: {message.error}
        </p>
      )}
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-xs font-medium text-accent-soft-foreground focus-visible:outline-2 focus-visible:outline-ring">
          {workflowTexts.showMessage}
        </summary>
        <p className="mt-1 max-h-60 overflow-y-auto rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap wrap-anywhere">
          {message.text}
        </p>
      </details>
      {(cancellableStatuses.has(message.status) || action) && (
        <div className="flex flex-wrap gap-2">
          {action}
          {cancellableStatuses.has(message.status) && (
            <Button
              variant="secondary"
              size="sm"
              loading={cancelling}
              aria-label={`${workflowTexts.cancel}: ${message.subject}`}
              onClick={() => onCancel(message.key)}
            >
              {workflowTexts.cancel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
