import {
  mergeFieldNames,
  mergeFields,
  renderTemplate,
  sampleMergeValues,
  workflowLimits,
  workflowTexts,
  type EmailTemplate,
} from '@shutterdesk/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, invalidFieldProps } from '@/components/ui/field-error';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useSaveEmailTemplate } from './api';
import {
  checkDraft,
  draftOf,
  insertAt,
  liveErrors,
  type TemplateDraft,
  type TemplateDraftErrors,
} from './template-draft';

type TextPart = 'subject' | 'body';

/**
 * Writes or edits an e-mail template: name, subject and body, the merge fields to put in at the caret, and a live
 * preview filled with a sample client and lead (core's renderTemplate, the same the server sends with). A `{…}` that
 * is not a merge field is named under its field as it is typed, and saving is refused until it is gone.
 */
export function TemplateEditor({
  template,
  open,
  onOpenChange,
}: {
  /** The template to edit; null writes a new one. */
  template: EmailTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={template ? `Edit “${template.name}”` : workflowTexts.newTemplate} className="sm:max-w-4xl">
        {/* Mounted while open only, so each opening starts from the saved template. */}
        {open && <TemplateForm template={template} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ template, onDone }: { template: EmailTemplate | null; onDone: () => void }) {
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TemplateDraftErrors>({});
  const lastText = useRef<TextPart>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveEmailTemplate();
  const bodyId = useId();
  const fieldsId = useId();

  const errors = { ...serverErrors, ...(submitted ? checkDraft(draft) : liveErrors(draft)) };
  const preview = renderTemplate(draft, sampleMergeValues);

  const change = (part: keyof TemplateDraft, value: string) => {
    setDraft((current) => ({ ...current, [part]: value }));
    setServerErrors(({ [part]: _refused, ...rest }) => rest);
  };

  /** Puts a merge field at the caret of the subject or body, whichever was last in use, and goes back there. */
  const insertField = (field: string) => {
    const part = lastText.current;
    const element = part === 'subject' ? subjectRef.current : bodyRef.current;
    const text = draft[part];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, field);
    change(part, next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(checkDraft(draft)).length > 0) return;
    save.mutate(
      { id: template?.id ?? null, body: draft },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          const refused = {
            ...(fields.name ? { name: fields.name } : {}),
            ...(fields.subject ? { subject: fields.subject } : {}),
            ...(fields.body ? { body: fields.body } : {}),
          };
          setServerErrors(refused);
          if (Object.keys(refused).length === 0) {
            notify.error(
              isApiError(error) && error.status < 500
                ? `${workflowTexts.templateSaveFailed}: ${error.message}`
                : workflowTexts.templateSaveFailed,
            );
          }
        },
      },
    );
  };

  return (
    <form className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" onSubmit={onSubmit} noValidate>
      <div className="grid min-w-0 content-start gap-4">
        <TextField
          label="Template name"
          value={draft.name}
          maxLength={workflowLimits.templateNameMaxLength * 2}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          ref={subjectRef}
          label="Subject"
          value={draft.subject}
          onFocus={() => (lastText.current = 'subject')}
          onChange={(event) => change('subject', event.target.value)}
          error={errors.subject}
        />
        <div className="grid gap-1.5">
          <label htmlFor={bodyId} className="text-sm font-medium">
            Message
          </label>
          <Textarea
            ref={bodyRef}
            id={bodyId}
            rows={12}
            value={draft.body}
            onFocus={() => (lastText.current = 'body')}
            onChange={(event) => change('body', event.target.value)}
            {...invalidFieldProps(bodyId, errors.body)}
            aria-describedby={errors.body ? undefined : `${bodyId}-hint`}
          />
          {errors.body ? (
            <FieldError fieldId={bodyId}>{errors.body}</FieldError>
          ) : (
            <p id={`${bodyId}-hint`} className="text-xs text-muted-foreground">
              A blank line starts a new paragraph; **two stars** make text bold; web addresses become links.
            </p>
          )}
        </div>
        <div className="grid gap-2" role="group" aria-labelledby={fieldsId}>
          <p id={fieldsId} className="text-sm font-medium">
            {workflowTexts.mergeFieldsTitle}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {mergeFieldNames.map((field) => (
              <button
                key={field}
                type="button"
                title={mergeFields[field].label}
                aria-label={`Insert ${field}: ${mergeFields[field].label}`}
                onClick={() => insertField(field)}
                className="rounded-md border border-border bg-muted px-2 py-1 font-mono text-xs transition-colors duration-150 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                {field}
              </button>
            ))}
          </div>
        </div>
      </div>
      <section aria-label={workflowTexts.previewTitle} className="grid min-w-0 content-start gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="text-sm font-medium">{workflowTexts.previewTitle}</h3>
          <p className="text-xs text-muted-foreground">{workflowTexts.previewNote}</p>
        </div>
        <div className="grid gap-3 rounded-xl border border-border bg-background p-4" data-testid="template-preview">
          <p className="font-semibold wrap-anywhere">{preview.subject || ' '}</p>
          <div
            className="grid gap-3 text-sm wrap-anywhere [&_a]:text-primary [&_a]:underline"
            // renderTemplate escapes every character of the template and of each merged value; only its own
            // paragraphs, line breaks, bold and links are markup.
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </div>
      </section>
      <DialogFooter className="lg:col-span-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
