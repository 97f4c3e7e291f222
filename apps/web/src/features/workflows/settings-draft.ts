import { workflowLimits, workflowMessages, type WorkflowSettings } from '@shutterdesk/core';

/** The workflow settings as the form holds them: days as typed, templates as chosen ('' before a choice). */
export interface SettingsDraft {
  inquiryReply: { enabled: boolean; templateId: string };
  followUps: { enabled: boolean; steps: { afterDays: string; templateId: string }[] };
}

export interface SettingsErrors {
  inquiryReply?: string;
  followUps?: string;
  steps?: { afterDays?: string; templateId?: string }[];
}

export function settingsDraftOf(settings: WorkflowSettings): SettingsDraft {
  return {
    inquiryReply: { enabled: settings.inquiryReply.enabled, templateId: settings.inquiryReply.templateId ?? '' },
    followUps: {
      enabled: settings.followUps.enabled,
      steps: settings.followUps.steps.map((step) => ({
        afterDays: String(step.afterDays),
        templateId: step.templateId,
      })),
    },
  };
}

/**
 * What saving would refuse, in the server's words (core's workflow-schemas.ts): a switch turned on without its
 * template, a follow-up's days out of range or not later than the step before. Steps kept while follow-ups are off
 * are checked too: the server stores them as they are.
 */
export function checkSettings(draft: SettingsDraft): SettingsErrors {
  const errors: SettingsErrors = {};
  if (draft.inquiryReply.enabled && draft.inquiryReply.templateId === '') {
    errors.inquiryReply = workflowMessages.templateRequired;
  }
  if (draft.followUps.enabled && draft.followUps.steps.length === 0)
    errors.followUps = workflowMessages.templateRequired;
  const steps = draft.followUps.steps.map((step, index) => {
    const days = Number(step.afterDays);
    const before = Number(draft.followUps.steps[index - 1]?.afterDays);
    const stepErrors: { afterDays?: string; templateId?: string } = {};
    if (
      step.afterDays.trim() === '' ||
      !Number.isInteger(days) ||
      days < workflowLimits.followUpMinDays ||
      days > workflowLimits.followUpMaxDays
    ) {
      stepErrors.afterDays = workflowMessages.followUpDays;
    } else if (index > 0 && Number.isInteger(before) && days <= before) {
      stepErrors.afterDays = workflowMessages.followUpOrder;
    }
    if (step.templateId === '') stepErrors.templateId = workflowMessages.templateRequired;
    return stepErrors;
  });
  if (steps.some((step) => Object.keys(step).length > 0)) errors.steps = steps;
  return errors;
}
