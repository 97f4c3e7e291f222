import {
  dueOffsetText,
  type Timeline,
  formatDate,
  isStepOverdue,
  sessionTemplateTexts,
  type ClientStep,
  type ClientStepSummary,
} from '@shutterdesk/core';
import { AlertTriangle, ListChecks, Loader2 } from 'lucide-react';
import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { localIsoDate } from '@/lib/local-date';
import { useOpenMessages } from '@/lib/messages-link';
import type { useCancelMessage } from '@/lib/message-timeline';
import { TimelineView } from '@/components/workflows/messages-dialog';
import { useUpdateClient } from '../api';
import { StepMessage } from './step-messages';
import type { ControlFit } from '@/components/records/record-controls';
import { useClientSteps, useStepSummaries, useTickStep } from '../steps-api';

interface StepsContextValue {
  summaries: ReadonlyMap<string, ClientStepSummary> | undefined;
  today: string;
  open: (client: { id: string; name: string }) => void;
}

const StepsContext = createContext<StepsContextValue | null>(null);

/**
 * Client Flow's template steps (docs/decisions/0018-session-templates.md): the summaries every row's Steps cell
 * reads, and the one dialog that lists a client's steps. The rows are memoised, so they take this from context
 * rather than props: a tick re-renders the Steps cells, not the whole rows.
 */
export function ClientStepsProvider({ children }: { children: ReactNode }) {
  const summaries = useStepSummaries();
  // The open client is in the address (?messages=<id>), so a 'Message not sent' notification opens its steps; its
  // name is known when the dialog was opened from its row.
  const messages = useOpenMessages();
  const [named, setNamed] = useState<{ id: string; name: string } | null>(null);
  const { open: openMessages } = messages;
  // The user's local day: a step due before it and not done is overdue.
  const today = localIsoDate(new Date());
  const open = useCallback(
    (client: { id: string; name: string }) => {
      setNamed(client);
      openMessages(client.id);
    },
    [openMessages],
  );
  const value = useMemo(() => ({ summaries: summaries.data, today, open }), [summaries.data, today, open]);
  const client = messages.recordId && {
    id: messages.recordId,
    name: named?.id === messages.recordId ? named.name : null,
  };
  return (
    <StepsContext.Provider value={value}>
      {children}
      <StepsDialog client={client || null} today={today} onClose={messages.close} />
    </StepsContext.Provider>
  );
}

/** A client's steps at a glance: '2/5' and the next open step, overdue marked with a word and an icon. */
export function StepsCell({ client, fit }: { client: { id: string; name: string }; fit: ControlFit }) {
  const context = useContext(StepsContext);
  const summary = context?.summaries?.get(client.id);
  if (context && !context.summaries) {
    return (
      <span className="px-1.5 text-sm text-muted-foreground">
        <span aria-hidden="true">…</span>
        <span className="sr-only">Loading steps for {client.name}</span>
      </span>
    );
  }
  if (!context || !summary) {
    return (
      <span className="px-1.5 text-sm text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No template steps for {client.name}</span>
      </span>
    );
  }
  const { next } = summary;
  const overdue = next !== null && isStepOverdue(next.dueDate, context.today);
  const nextText =
    next &&
    (overdue
      ? `Overdue: ${next.name}`
      : next.dueDate
        ? `Next ${formatDate(next.dueDate)}: ${next.name}`
        : `Next: ${next.name}`);
  return (
    <button
      type="button"
      onClick={() => context.open(client)}
      aria-label={`Steps for ${client.name}: ${summary.done} of ${summary.total} done${nextText ? `. ${nextText}` : ''}`}
      className={cn(
        'flex w-full min-w-0 items-center gap-1.5 rounded-md px-1.5 text-left text-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-ring',
        fit === 'row' ? 'h-8 hover:bg-card' : 'min-h-11 border border-input py-2 hover:bg-muted',
      )}
    >
      {overdue ? (
        <AlertTriangle className="size-4 shrink-0 text-danger" aria-hidden="true" />
      ) : (
        <ListChecks className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <span className="shrink-0 font-medium tabular-nums">
        {summary.done}/{summary.total}
      </span>
      {nextText && (
        <span className={cn('min-w-0 truncate', overdue ? 'font-medium text-danger' : 'text-muted-foreground')}>
          {nextText}
        </span>
      )}
    </button>
  );
}

function StepsDialog({
  client,
  today,
  onClose,
}: {
  client: { id: string; name: string | null } | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      {client && (
        <DialogContent
          title={sessionTemplateTexts.stepsTitle(client.name)}
          description="Steps from this session type's template, on top of the checklist."
        >
          <StepsList clientId={client.id} today={today} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function StepsList({ clientId, today }: { clientId: string; today: string }) {
  const steps = useClientSteps(clientId);
  const tick = useTickStep(clientId);
  // The address form shows a refusal under its field.
  const { mutateAsync: updateClient } = useUpdateClient({ callerShowsFailure: true });
  if (!steps.data) {
    return steps.isError ? (
      <LoadFailed
        title={sessionTemplateTexts.stepsLoadFailed}
        retrying={steps.isFetching}
        onRetry={() => void steps.refetch()}
      />
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading steps...
      </p>
    );
  }
  if (steps.data.steps.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This client has no template steps. A new client gets the steps of their session type's{' '}
        <TextLink to="/session-templates">session template</TextLink>.
      </p>
    );
  }
  const list = steps.data.steps;
  const items = (messages?: { timeline: Timeline; cancel: ReturnType<typeof useCancelMessage> }) => (
    <ul className="grid gap-2">
      {list.map((step) => (
        <StepItem
          key={step.id}
          step={step}
          overdue={!step.done && isStepOverdue(step.dueDate, today)}
          onTick={(done) => tick.mutate({ id: step.id, done })}
        >
          {messages && step.sendsTemplateId && <StepMessage clientId={clientId} step={step} {...messages} />}
        </StepItem>
      ))}
    </ul>
  );
  // Steps that send e-mails show where they go and each one's message; the others need no timeline.
  if (!list.some((step) => step.sendsTemplateId)) return items();
  return (
    <TimelineView
      record="client"
      id={clientId}
      titled={false}
      onSaveAddress={(email) => updateClient({ id: clientId, patch: { email } })}
    >
      {(timeline, cancel) => items({ timeline, cancel })}
    </TimelineView>
  );
}

function StepItem({
  step,
  overdue,
  onTick,
  children,
}: {
  step: ClientStep;
  overdue: boolean;
  onTick: (done: boolean) => void;
  /** The step's e-mail, for a step that sends one. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border border-border p-3">
      <Checkbox
        id={id}
        checked={step.done}
        onCheckedChange={onTick}
        aria-describedby={`${id}-due`}
        className="mt-0.5"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className={cn('text-sm font-medium wrap-anywhere', step.done && 'line-through')}>
          {step.name}
        </label>
        <p id={`${id}-due`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {overdue && (
            <Badge tone="danger">
              <AlertTriangle aria-hidden="true" />
              Overdue
            </Badge>
          )}
          <span>
            {step.dueDate ? `Due ${formatDate(step.dueDate)}` : dueOffsetText(step.dueOffsetDays)}
            {step.dueDate &&
              step.dueOffsetDays !== null &&
              ` (${dueOffsetText(step.dueOffsetDays).replace(/^Due /, '')})`}
          </span>
          {step.done && <span>Done</span>}
        </p>
        {children}
      </div>
    </li>
  );
}
