import { normalizeBookingStatus, type Lead } from '@shutterdesk/core';
import type { LeadRow } from '../../db/schema';

/** A lead row as the API shows it; unknown stored statuses read as 'pending'. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    inquiryDate: row.inquiryDate,
    sessionType: row.sessionType,
    source: row.source,
    contactMethod: row.contactMethod ?? '',
    notes: row.notes,
    crmWorkflowStarted: row.crmWorkflowStarted,
    booked: row.booked,
    sessionPackage: row.sessionPackage ?? '',
    contacted: row.contacted,
    pricingSent: row.pricingSent,
    followUp: row.followUp ?? '',
    bookingStatus: normalizeBookingStatus(row.bookingStatus),
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}
