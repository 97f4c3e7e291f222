import { formatDateTime } from '@shutterdesk/core';
import { auditActionLabels, auditActorName, auditChangeLines } from '../audit-format';
import type { AuditEvent } from '../api';
import { UserLink } from './user-link';

/** Who did what to whom, and when: the target links to the user it names. */
export function AuditTarget({ event }: { event: AuditEvent }) {
  return event.targetUserId ? (
    <UserLink userId={event.targetUserId} label={event.targetLabel} />
  ) : (
    <span className="block truncate" title={event.targetLabel}>
      {event.targetLabel}
    </span>
  );
}

export function AuditActor({ event }: { event: AuditEvent }) {
  return (
    <span className="block truncate" title={event.actor?.email}>
      {auditActorName(event)}
    </span>
  );
}

export function AuditChanges({ event }: { event: AuditEvent }) {
  const lines = auditChangeLines(event.changes);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line) => (
        <li key={line} className="truncate" title={line}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/** A user's recent admin actions on the details page: a short list rather than a table. */
export function AuditEventList({ events }: { events: readonly AuditEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No admin actions yet.</p>;
  return (
    <ol className="grid divide-y divide-border">
      {events.map((event) => (
        <li key={event.id} className="grid min-w-0 gap-1 py-3 text-sm first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{auditActionLabels[event.action]}</span>
            <time dateTime={event.at} className="text-xs text-muted-foreground tabular-nums">
              {formatDateTime(event.at)}
            </time>
          </p>
          <p className="min-w-0 text-muted-foreground wrap-anywhere">By {auditActorName(event)}</p>
          <div className="min-w-0 text-muted-foreground">
            <AuditChanges event={event} />
          </div>
        </li>
      ))}
    </ol>
  );
}
