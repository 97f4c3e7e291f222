/**
 * Lead Flow's contracts: the zod schemas of a lead, its list and the requests. Apart from the option lists and
 * texts (leads.ts) so that a screen needing only those does not build the schemas as it loads.
 */
import { z } from 'zod';
import { clientSchema } from './client-schemas';
import { optionalEmailField } from './fields';
import { listWindowQueryShape, listWindowSchema, monthOrYearQueryShape } from './list-schemas';
import {
  oneDateFilter,
  sessionPackageMessage,
  sessionPackages,
  sessionTypeMessage,
  sessionTypes,
  type SessionType,
} from './clients';
import { isoDateOrBlankField, optionOrBlankField, requireFields } from './forms';
import {
  bookingStatuses,
  contactMethods,
  leadSources,
  leadStatusFilters,
  type BookingStatus,
  type LeadSourceCode,
} from './leads';
import { nameMaxLength, notesMaxLength } from './limits';
import { isSingleLine, singleLineMessage } from './text-policy';

const leadNameField = z
  .string({ error: 'The name must be text.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .max(nameMaxLength, `Names can be at most ${nameMaxLength} characters.`);
const leadSessionTypeField = z.enum(sessionTypes, { error: sessionTypeMessage });
const leadSourceCodes = leadSources.map((source) => source.code) as [LeadSourceCode, ...LeadSourceCode[]];
const leadSourceMessage = 'Source must be a lead source code from 1 to 7.';
const leadSourceField = z.enum(leadSourceCodes, { error: leadSourceMessage });
const contactMethodField = optionOrBlankField(
  contactMethods,
  `Contact method must be one of: ${contactMethods.join(', ')}.`,
);
const leadPackageField = optionOrBlankField(sessionPackages, sessionPackageMessage);
const leadNotesField = z
  .string({ error: 'Notes must be text.' })
  .max(notesMaxLength, `Notes can be at most ${notesMaxLength} characters.`);

/** A lead as the API answers with it. */
export const leadSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** yyyy-MM-dd */
    inquiryDate: z.string(),
    sessionType: z.enum(sessionTypes),
    /** A lead source code, '1' to '7' (leadSources). */
    source: z.enum(leadSourceCodes),
    contactMethod: z.union([z.enum(contactMethods), z.literal('')]),
    notes: z.string(),
    /** Where automatic messages go (the website inquiry's address, or one typed in); '' without one. */
    email: z.string(),
    crmWorkflowStarted: z.boolean(),
    booked: z.boolean(),
    sessionPackage: z.union([z.enum(sessionPackages), z.literal('')]),
    contacted: z.boolean(),
    /**
     * When Contacted was first ticked; later unticks and ticks leave it. Null while never ticked, and for leads
     * stored before it was recorded (unknown).
     */
    contactedAt: z.string().nullable(),
    pricingSent: z.boolean(),
    /** The follow-up date, yyyy-MM-dd or ''. */
    followUp: z.string(),
    bookingStatus: z.enum(bookingStatuses),
    /** The client this lead became when it was converted, while that client exists; converting again is refused. */
    clientId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

/** A lead as Lead Flow's list shows it: what the table and its dialogs read. */
export const leadListRowSchema = leadSchema
  .omit({ contactedAt: true, pricingSent: true, createdAt: true })
  .meta({ id: 'LeadListRow' });
export type LeadListRow = z.infer<typeof leadListRowSchema>;

/**
 * GET /api/leads. Up to wholeListMaxRows leads and without offset or limit: all of them, newest inquiry first,
 * and `window` null (the browser filters and sorts). Otherwise one window of the filtered, sorted list.
 */
export const leadListSchema = z
  .object({
    leads: z.array(leadListRowSchema),
    /** All of the user's leads, whatever the filters. */
    total: z.number().int().min(0),
    /** The booking rate of all the user's leads (bookingRate), whatever the filters. */
    bookingRate: z.number().int().min(0).max(100),
    window: listWindowSchema.nullable(),
    /** With `?lead=`: that lead's position in the asked order (filters aside), or null when not found. */
    focusIndex: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'LeadList' });
export type LeadList = z.infer<typeof leadListSchema>;

/**
 * GET /api/leads: the status, inquiry month or year and source filters, the inquiry date sort, the window, and
 * `lead`, a lead to bring into view: the filters then stand aside, as on the page.
 */
const leadFilterShape = {
  status: z.enum(leadStatusFilters, { error: `status must be one of: ${leadStatusFilters.join(', ')}.` }).optional(),
  ...monthOrYearQueryShape,
  source: z.enum(leadSourceCodes, { error: leadSourceMessage }).optional(),
};
export const leadListQuerySchema = z
  .strictObject({
    ...leadFilterShape,
    ...listWindowQueryShape,
    lead: z.uuid('lead must be a lead id.').optional(),
  })
  .superRefine(oneDateFilter);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** GET /api/leads/export.csv: the list's filters and sort, without a window. */
export const leadExportQuerySchema = z
  .strictObject({ ...leadFilterShape, sort: listWindowQueryShape.sort })
  .superRefine(oneDateFilter);

/**
 * POST /api/leads: the Add New Lead form. The package counts only when Booked is ticked, and ticking Booked makes
 * the status 'booked'.
 */
export const createLeadSchema = z
  .strictObject({
    name: leadNameField.default(''),
    sessionType: optionOrBlankField(sessionTypes, sessionTypeMessage).default(''),
    source: optionOrBlankField(leadSourceCodes, leadSourceMessage).default(''),
    inquiryDate: isoDateOrBlankField.default(''),
    contactMethod: contactMethodField.default(''),
    followUp: isoDateOrBlankField.default(''),
    notes: leadNotesField.default(''),
    email: optionalEmailField.default(''),
    booked: z.boolean({ error: 'booked must be true or false.' }).default(false),
    sessionPackage: leadPackageField.default(''),
  })
  .superRefine(
    requireFields({ name: 'Name', sessionType: 'Session Type', source: 'Source', inquiryDate: 'Inquiry Date' }),
  )
  .transform((lead) => ({
    ...lead,
    sessionType: lead.sessionType as SessionType,
    source: lead.source as LeadSourceCode,
    sessionPackage: lead.booked ? lead.sessionPackage : ('' as const),
    bookingStatus: (lead.booked ? 'booked' : 'pending') as BookingStatus,
  }));
export type CreateLeadRequest = z.input<typeof createLeadSchema>;

/**
 * PATCH /api/leads/{id}: any field edited in place. Unticking booked makes the status 'pending' unless the same
 * request sets another one, and a status other than booked unticks booked; booking goes through
 * POST /api/leads/{id}/convert instead.
 */
export const updateLeadSchema = z
  .strictObject({
    name: leadNameField.min(1, 'Please fill in the required field: Name.'),
    inquiryDate: isoDateOrBlankField.refine(
      (value) => value !== '',
      'Please fill in the required field: Inquiry Date.',
    ),
    sessionType: leadSessionTypeField,
    source: leadSourceField,
    contactMethod: contactMethodField,
    notes: leadNotesField,
    email: optionalEmailField,
    crmWorkflowStarted: z.boolean({ error: 'crmWorkflowStarted must be true or false.' }),
    booked: z.literal(false, { error: 'Use convert to book a lead; booked can only be cleared here.' }),
    sessionPackage: leadPackageField,
    contacted: z.boolean({ error: 'contacted must be true or false.' }),
    pricingSent: z.boolean({ error: 'pricingSent must be true or false.' }),
    followUp: isoDateOrBlankField,
    bookingStatus: z.enum(['pending', 'not booked'], {
      error: "Status can be set to 'pending' or 'not booked' here; a lead is booked by converting it.",
    }),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update.')
  // booked and bookingStatus move together: clearing one clears the other.
  .transform((update) => {
    if (update.booked === false && update.bookingStatus === undefined)
      return { ...update, bookingStatus: 'pending' as const };
    if (update.bookingStatus !== undefined) return { ...update, booked: false as const };
    return update;
  });
export type UpdateLeadRequest = z.input<typeof updateLeadSchema>;

/** POST /api/leads/{id}/convert: the new client and the lead, now booked and linked to it. */
export const convertLeadResultSchema = z
  .object({ lead: leadSchema, client: clientSchema })
  .meta({ id: 'ConvertLeadResult' });
export type ConvertLeadResult = z.infer<typeof convertLeadResultSchema>;

const leadCount = z.number().int().min(0);
/** Leads of a group, the booked ones, and their booking rate (bookingRateOf); null when the group has no leads. */
const bookingFiguresShape = {
  leads: leadCount,
  booked: leadCount,
  bookingRate: z.number().int().min(0).max(100).nullable(),
};
const bookingFiguresSchema = z.object(bookingFiguresShape).meta({ id: 'LeadBookingFigures' });

/**
 * GET /api/leads/insights: the leads whose inquiry date falls in the last leadInsightsMonths months (the user's
 * today), counted and their booking rates, by month and by source; how fast they were first contacted, and how
 * the ones contacted within a day booked against the later ones. Booked means status 'booked', of all leads
 * (pending and not booked included), as Lead Flow's booking rate.
 */
export const leadInsightsSchema = z
  .object({
    /** The first and last month of the window, yyyy-MM. */
    from: z.string(),
    to: z.string(),
    /** All leads of the window. */
    total: bookingFiguresSchema,
    /** Every month of the window, oldest first, months without leads included. */
    months: z.array(z.object({ month: z.string(), ...bookingFiguresShape })),
    /** Every source, in leadSources order, sources without leads included. */
    sources: z.array(z.object({ source: z.enum(leadSourceCodes), ...bookingFiguresShape })),
    /**
     * Time from arrival (created_at) to the first Contacted tick, over the leads with a contact time: contacted
     * in the app, and arrived in it (added or sent through the website form), so both moments are known.
     */
    speedToLead: z.object({
      /** The median in whole minutes; null when no lead has a contact time. */
      medianMinutes: z.number().int().min(0).nullable(),
      /** Leads with a contact time. */
      timed: leadCount,
      /** Leads without one: never contacted, imported, or contacted before the time was recorded. */
      untimed: leadCount,
    }),
    /**
     * The instant reply to website inquiries (docs/decisions/0022-workflows.md), apart from the personal answer
     * above, which it does not count as: the time from arrival to the reply's sending, over the leads that got one.
     */
    automaticReply: z.object({
      /** The median in whole seconds (a reply goes within the minute); null when no lead got one. */
      medianSeconds: z.number().int().min(0).nullable(),
      replied: leadCount,
    }),
    /** Of the leads with a contact time: those first contacted within 24 hours of arriving, and the others. */
    contactedWithinDay: bookingFiguresSchema,
    contactedLater: bookingFiguresSchema,
  })
  .meta({ id: 'LeadInsights' });
export type LeadInsights = z.infer<typeof leadInsightsSchema>;
export type LeadBookingFigures = z.infer<typeof bookingFiguresSchema>;
