import {
  unknownFields,
  workflowLimits,
  workflowMessages,
  type EmailTemplate,
  type SaveEmailTemplateRequest,
} from '@shutterdesk/core';

/** What the template editor holds while it is being written. */
export type TemplateDraft = SaveEmailTemplateRequest;
export type TemplateDraftErrors = Partial<Record<keyof TemplateDraft, string>>;

export const blankDraft: TemplateDraft = { name: '', subject: '', body: '' };

export const draftOf = (template: EmailTemplate | null): TemplateDraft =>
  template ? { name: template.name, subject: template.subject, body: template.body } : blankDraft;

/** The first `{…}` of a text that is not a merge field, as the server's refusal would name it. */
function unknownFieldError(text: string): string | undefined {
  const [unknown] = unknownFields(text);
  return unknown === undefined ? undefined : workflowMessages.unknownField(unknown);
}

/**
 * What saving would refuse, by field, in the server's words (core's workflow-schemas.ts): a missing or too long
 * text, or a `{…}` that is not a merge field. Shown as the user types the merge fields, before any request.
 */
export function checkDraft(draft: TemplateDraft): TemplateDraftErrors {
  const errors: TemplateDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = workflowMessages.templateNameMissing;
  else if (name.length > workflowLimits.templateNameMaxLength) errors.name = workflowMessages.templateNameTooLong;
  if (draft.subject.trim() === '') errors.subject = workflowMessages.subjectMissing;
  else if (draft.subject.length > workflowLimits.subjectMaxLength) errors.subject = workflowMessages.subjectTooLong;
  else if (unknownFieldError(draft.subject)) errors.subject = unknownFieldError(draft.subject);
  if (draft.body.trim() === '') errors.body = workflowMessages.bodyMissing;
  else if (draft.body.length > workflowLimits.bodyMaxLength) errors.body = workflowMessages.bodyTooLong;
  else if (unknownFieldError(draft.body)) errors.body = unknownFieldError(draft.body);
  return errors;
}

/** Only the unknown-field errors: shown while typing, when the missing ones would only nag. */
export function liveErrors(draft: TemplateDraft): TemplateDraftErrors {
  return {
    ...(unknownFieldError(draft.subject) ? { subject: unknownFieldError(draft.subject) } : {}),
    ...(unknownFieldError(draft.body) ? { body: unknownFieldError(draft.body) } : {}),
  };
}

/** `text` with `insert` put in place of its selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
