import { leadTexts, workflowTexts } from '@shutterdesk/core';

const [
  nameLabel,
  inquiryLabel,
  typeLabel,
  packageLabel,
  sourceLabel,
  contactLabel,
  notesLabel,
  crmLabel,
  bookedLabel,
  followUpLabel,
] = leadTexts.columns;

/** The name column's label. */
export const leadNameLabel = nameLabel;

/** The fields of a lead after its name, in the table's order, each with its column label. */
export const leadFieldLabels = {
  inquiryDate: inquiryLabel,
  sessionType: typeLabel,
  sessionPackage: packageLabel,
  source: sourceLabel,
  contactMethod: contactLabel,
  notes: notesLabel,
  // Not among the spec's columns either: where automatic messages go, and what went (docs/decisions/0022-workflows.md).
  messages: workflowTexts.messagesColumn,
  // Not among the spec's columns, but its Lead has it: ticking it stops 'New lead waiting' and times the reply
  // (docs/decisions/0019-lead-insights.md).
  contacted: leadTexts.contacted,
  crmWorkflow: crmLabel,
  booked: bookedLabel,
  followUp: followUpLabel,
} as const;
export type LeadField = keyof typeof leadFieldLabels;
export const leadFields = Object.keys(leadFieldLabels) as LeadField[];

/** How a field edits: ticks sit centred in the table and beside their label on a card; texts take a card's width. */
export const leadFieldKind = (field: LeadField) =>
  field === 'contacted' || field === 'crmWorkflow' || field === 'booked'
    ? 'check'
    : field === 'notes' || field === 'messages'
      ? 'notes'
      : 'field';
