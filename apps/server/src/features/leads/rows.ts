import { normalizeBookingStatus, type Lead, type LeadListRow } from '@shutterdesk/core';
import { leads, type LeadRow } from '../../db/schema';

/** A lead row as the API shows it; unknown stored statuses read as 'pending'. */
export function toLead(row: LeadRow): Lead {
  return {
    ...toLeadListRow(row),
    contactedAt: row.contactedAt?.toISOString() ?? null,
    pricingSent: row.pricingSent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a lead list reads: what the table shows (leadListRowSchema), no more. */
export const leadListColumns = {
  id: leads.id,
  name: leads.name,
  inquiryDate: leads.inquiryDate,
  sessionType: leads.sessionType,
  source: leads.source,
  contactMethod: leads.contactMethod,
  notes: leads.notes,
  email: leads.email,
  crmWorkflowStarted: leads.crmWorkflowStarted,
  booked: leads.booked,
  sessionPackage: leads.sessionPackage,
  contacted: leads.contacted,
  followUp: leads.followUp,
  bookingStatus: leads.bookingStatus,
  clientId: leads.clientId,
};

export function toLeadListRow(row: Pick<LeadRow, keyof typeof leadListColumns>): LeadListRow {
  return {
    id: row.id,
    name: row.name,
    inquiryDate: row.inquiryDate,
    sessionType: row.sessionType,
    source: row.source,
    contactMethod: row.contactMethod ?? '',
    notes: row.notes,
    email: row.email,
    crmWorkflowStarted: row.crmWorkflowStarted,
    booked: row.booked,
    sessionPackage: row.sessionPackage ?? '',
    contacted: row.contacted,
    followUp: row.followUp ?? '',
    bookingStatus: normalizeBookingStatus(row.bookingStatus),
    clientId: row.clientId,
  };
}
