import { outboxKeys, workflowTexts, type ClientStep, type Timeline } from '@shutterdesk/core';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { MessageEntry } from '@/components/workflows/message-entry';
import type { useCancelMessage } from '@/lib/message-timeline';
import { useSendStepMessage, useStepMessagePreview } from '../steps-api';

type Cancel = ReturnType<typeof useCancelMessage>;

/**
 * The e-mail a step sends, under the step (docs/decisions/0022-workflows.md): its state on the client's timeline
 * and Cancel while it has not gone; a step ready to send opens its preview, and one click there sends it.
 */
export function StepMessage({
  clientId,
  step,
  timeline,
  cancel,
}: {
  clientId: string;
  step: ClientStep;
  timeline: Timeline;
  cancel: Cancel;
}) {
  const [previewing, setPreviewing] = useState(false);
  const key = outboxKeys.sessionStep(step.id);
  const message = timeline.messages.find((each) => each.key === key);
  if (!message) return null;
  if (previewing) {
    return <StepPreview clientId={clientId} stepId={step.id} onClose={() => setPreviewing(false)} />;
  }
  return (
    <div className="mt-2 rounded-lg bg-muted/60 p-2.5">
      <MessageEntry
        message={message}
        cancelling={cancel.isPending && cancel.variables === key}
        onCancel={cancel.mutate}
        action={
          message.status === 'ready' && (
            <Button
              size="sm"
              aria-label={`${workflowTexts.previewAndSend}: ${message.subject}`}
              onClick={() => setPreviewing(true)}
            >
              {workflowTexts.previewAndSend}
            </Button>
          )
        }
      />
    </div>
  );
}

/** The message as it would go now, to whom, and the one click that sends it. */
function StepPreview({ clientId, stepId, onClose }: { clientId: string; stepId: string; onClose: () => void }) {
  const preview = useStepMessagePreview(stepId);
  const send = useSendStepMessage(clientId);
  if (!preview.data) {
    return preview.isError ? (
      <LoadFailed
        title={workflowTexts.previewLoadFailed}
        retrying={preview.isFetching}
        onRetry={() => void preview.refetch()}
      />
    ) : (
      <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {workflowTexts.timelineLoading}
      </p>
    );
  }
  const { to, subject, text } = preview.data;
  return (
    <section
      aria-label={workflowTexts.previewTitle}
      className="mt-2 grid min-w-0 gap-2 rounded-lg border border-border p-3"
    >
      <p className="text-xs text-muted-foreground wrap-anywhere">To {to}</p>
      <p className="text-sm font-medium wrap-anywhere">{subject}</p>
      <p className="max-h-60 overflow-y-auto rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap wrap-anywhere">
        {text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={send.isPending} onClick={() => send.mutate(stepId, { onSuccess: onClose })}>
          {workflowTexts.sendNow}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {workflowTexts.closePreview}
        </Button>
      </div>
    </section>
  );
}
