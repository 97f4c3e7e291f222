/**
 * Lead Flow: option lists, texts and rules (docs/product.md, "Lead Flow"); the contracts' schemas are in
 * lead-schemas.ts.
 */

/** Lead sources, coded 1 to 7; the code is what is stored, the label what is shown. */
export const leadSources = [
  { code: '1', label: 'Instagram' },
  { code: '2', label: 'Facebook' },
  { code: '3', label: 'Google' },
  { code: '4', label: 'Referral' },
  { code: '5', label: 'Website' },
  { code: '6', label: 'Previous Client' },
  { code: '7', label: 'Other' },
] as const;
export type LeadSourceCode = (typeof leadSources)[number]['code'];

/**
 * How a lead came in: added by the photographer (Lead Flow's form, the API), or sent by a visitor through the
 * website inquiry form. Their reminders differ (apps/server/src/features/notifications/reminders/lead-reminders.ts).
 */
export type LeadArrival = 'added' | 'websiteInquiry';

export function leadSourceLabel(code: string): string | undefined {
  return leadSources.find((source) => source.code === code)?.label;
}

export const contactMethods = [
  'Phone call',
  'Email with pricing',
  'Email without pricing',
  'Social media DM',
  'Text message',
  'Other',
] as const;
export type ContactMethod = (typeof contactMethods)[number];

export const bookingStatuses = ['pending', 'booked', 'not booked'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A stored status this version does not know reads as 'pending'. */
export function normalizeBookingStatus(value: unknown): BookingStatus {
  return bookingStatuses.find((status) => status === value) ?? 'pending';
}

/** Booked leads as a rounded percentage of all leads; 0 when there are none. */
export function bookingRate(leads: readonly { bookingStatus: unknown }[]): number {
  const booked = leads.filter((lead) => normalizeBookingStatus(lead.bookingStatus) === 'booked').length;
  return bookingRateOf(booked, leads.length);
}

/** The booking rate from the counts: booked leads of all leads, as a rounded percent; 0 when there are none. */
export function bookingRateOf(booked: number, all: number): number {
  return all === 0 ? 0 : Math.round((booked / all) * 100);
}

/** Lead Flow's status filter: Active means pending, Booked means booked. */
export const leadStatusFilters = ['all', 'active', 'booked'] as const;
export type LeadStatusFilter = (typeof leadStatusFilters)[number];

export const leadTexts = {
  loadFailed: 'Failed to load leads',
  loadError: 'An error occurred while loading leads',
  addFailed: 'Failed to add lead',
  added: 'Lead added successfully',
  addError: 'An error occurred while adding the lead',
  updateFailed: 'Failed to update lead',
  deleteFailed: 'Failed to delete lead',
  deleted: 'Lead deleted successfully',
  bulkDeleteFailed: 'Failed to delete leads. Please try again.',
  converted: (name: string) => `${name} has been converted to a client!`,
  alreadyClient: (name: string) => `${name} is already a client.`,
  openClient: 'Open client',
  selectToDelete: 'Please select leads to delete',
  deleteSelected: (count: number) => `Delete Selected (${count})`,
  addNew: 'Add New Lead',
  empty: 'No leads found',
  bookingRate: (percent: number) => `Booking Rate: ${percent}%`,
  convertTitle: 'Convert to Client?',
  saveNotes: 'Save Notes',
  cancel: 'Cancel',
  columns: [
    'Name',
    'Inquiry Date',
    'Session Type',
    'Session Package',
    'Source',
    'Contact Method',
    'Notes',
    'CRM Workflow',
    'Booked',
    'Follow-up',
  ],
  filters: { all: 'All', active: 'Active', booked: 'Booked' },
  /** The tick of the spec's Lead field `contacted`, shown beside CRM Workflow though not among its columns. */
  contacted: 'Contacted',
  /** The button that opens the Insights panel, and the panel's heading. */
  insights: 'Insights',
  insightsTitle: 'Lead insights',
  insightsLoading: 'Loading insights…',
} as const;
