/** Client Flow: option lists, texts and rules; the contracts' schemas are in client-schemas.ts. */
import type { z } from 'zod';
import type { PostSession, PreSession } from './client-schemas';
import type { DateFilter } from './dates';

export const sessionTypes = [
  'Portrait',
  'Family',
  'Newborn',
  'Wedding',
  'Engagement',
  'Maternity',
  'Headshot',
  'Event',
  'Other',
] as const;
export type SessionType = (typeof sessionTypes)[number];
export const defaultSessionType: SessionType = 'Portrait';

export const sessionPackages = [
  'Mini session',
  'Single session',
  '2 session membership',
  '3 session membership',
  '4 session membership',
  'Custom package',
] as const;
export type SessionPackage = (typeof sessionPackages)[number];

/** The stored values of appointment-type fields, and how they are shown. */
export const appointmentStatusLabels = {
  'not scheduled': 'Not Scheduled',
  scheduled: 'Scheduled',
  'in progress': 'In Progress',
  completed: 'Completed',
  paid: 'Paid',
} as const;
export type AppointmentStatus = keyof typeof appointmentStatusLabels;

/** Which statuses each appointment-type field offers; a new client starts 'not scheduled'. */
export const appointmentStatusOptions = {
  wardrobeAppointment: ['scheduled', 'not scheduled', 'completed'],
  sessionConsultation: ['scheduled', 'not scheduled', 'completed'],
  makeup: ['scheduled', 'not scheduled', 'in progress'],
  orderingAppointment: ['scheduled', 'not scheduled'],
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type AppointmentField = keyof typeof appointmentStatusOptions;
export const initialAppointmentStatus: AppointmentStatus = 'not scheduled';

/** The yes/no items of each checklist. */
export const preSessionChecks = [
  'prepEmail',
  'invoicePaid',
  'asstConfirmed',
  'contractSigned',
  'locationConfirmed',
  'questionnaireReceived',
] as const;
export const postSessionChecks = [
  'culled',
  'edited',
  'backedUp',
  'delivered',
  'sneakPeek',
  'retouching',
  'sessionShared',
  'galleryCreated',
  'productsOrdered',
  'clientReviewRequested',
] as const;
type PreSessionCheck = (typeof preSessionChecks)[number];
type PostSessionCheck = (typeof postSessionChecks)[number];

type DateFilterQuery = { month?: string | undefined; year?: string | undefined; date?: string | undefined };

/** A query with more than one of month, year and date is refused: the filters say one period. */
export function oneDateFilter(query: DateFilterQuery, context: z.RefinementCtx): void {
  const given = (['month', 'year', 'date'] as const).filter((key) => query[key] !== undefined);
  if (given.length > 1) context.addIssue({ code: 'custom', message: `Filter by one of ${given.join(', ')}, not all.` });
}

/** The date filter a list's query asks for, or null for every date. */
export function dateFilterOfQuery({ month, year, date }: DateFilterQuery): DateFilter | null {
  if (date !== undefined) return { kind: 'day', date };
  if (month !== undefined) return { kind: 'month', year: Number(month.slice(0, 4)), month: Number(month.slice(5)) };
  return year === undefined ? null : { kind: 'year', year: Number(year) };
}

/** A new client's checklists: every status 'not scheduled', every check false. */
export function initialPreSession(): PreSession {
  return {
    ...(Object.fromEntries(preSessionChecks.map((check) => [check, false])) as Record<PreSessionCheck, boolean>),
    makeup: 'not scheduled',
    sessionConsultation: 'not scheduled',
    wardrobeAppointment: 'not scheduled',
  };
}

export function initialPostSession(): PostSession {
  return {
    ...(Object.fromEntries(postSessionChecks.map((check) => [check, false])) as Record<PostSessionCheck, boolean>),
    galleryDue: '',
    orderNotes: '',
    orderingAppointment: 'not scheduled',
  };
}

export const sessionTypeMessage = `Session type must be one of: ${sessionTypes.join(', ')}.`;
export const sessionPackageMessage = `Session package must be one of: ${sessionPackages.join(', ')}.`;

export const clientTexts = {
  loadFailed: 'Failed to load clients',
  loadError: 'An error occurred while loading clients',
  addFailed: 'Failed to add client',
  addError: 'An error occurred while adding the client',
  added: 'Client added successfully',
  updateFailed: 'Failed to update client',
  updateError: 'An error occurred while updating the client',
  deleteFailed: 'Failed to delete client',
  deleteError: 'An error occurred while deleting the client',
  deleted: 'Client deleted successfully',
  bulkDeleteFailed: 'Failed to delete clients. Please try again.',
  bulkDeleted: (count: number) => `${count} client(s) deleted successfully`,
  selectToDelete: 'Please select clients to delete',
  deleteSelected: (count: number) => `Delete Selected (${count})`,
  addNew: 'Add New Client',
  viewBoth: 'View Both Sections',
  preSession: 'Pre Session',
  postSession: 'Post Session',
  selectColumns: 'Select Columns',
  orderNotesTitle: (clientName: string) => `Order Notes - ${clientName}`,
  orderNotesPlaceholder: 'Enter order notes...',
  saveNotes: 'Save Notes',
  cancel: 'Cancel',
  monthYearPlaceholder: 'Select month/year',
  datePlaceholder: 'Select date',
  allDates: 'All dates',
  clear: 'Clear',
  ok: 'OK',
} as const;
