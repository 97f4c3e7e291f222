/**
 * Client Flow's contracts: the zod schemas of a client, its list and the requests. Apart from the option lists
 * and texts (clients.ts) so that a screen needing only those does not build the schemas as it loads.
 */
import { z } from 'zod';
import {
  appointmentStatusOptions,
  oneDateFilter,
  postSessionChecks,
  preSessionChecks,
  sessionPackageMessage,
  sessionPackages,
  sessionTypeMessage,
  sessionTypes,
  type AppointmentField,
  type SessionPackage,
  type SessionType,
} from './clients';
import { isIsoDate } from './dates';
import { isoDateOrBlankField, optionOrBlankField, requireFields } from './forms';
import { isSingleLine, singleLineMessage } from './text-policy';
import { nameMaxLength, orderNotesMaxLength, phoneMaxLength } from './limits';
import { optionalEmailField } from './fields';
import { listWindowQueryShape, listWindowSchema, monthOrYearQueryShape } from './list-schemas';
import { defaultClientHeaders, type ClientHeaders } from './options';

const statusField = <Field extends AppointmentField>(field: Field) =>
  z.enum(appointmentStatusOptions[field], {
    error: `${field} must be one of: ${appointmentStatusOptions[field].join(', ')}.`,
  });

const checksShape = <Check extends string>(checks: readonly Check[]) =>
  Object.fromEntries(checks.map((check) => [check, z.boolean({ error: `${check} must be true or false.` })])) as Record<
    Check,
    z.ZodBoolean
  >;

const clientSessionSchema = z.object({
  /** yyyy-MM-dd, or '' (a client converted from a lead has no session date yet). */
  sessionDate: z.string(),
  sessionType: z.enum(sessionTypes),
  /** yyyy-MM-dd or '' (empty by default). */
  sessionDueDate: z.string(),
  sessionPackage: z.union([z.enum(sessionPackages), z.literal('')]),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

const preSessionSchema = z.object({
  ...checksShape(preSessionChecks),
  makeup: statusField('makeup'),
  sessionConsultation: statusField('sessionConsultation'),
  wardrobeAppointment: statusField('wardrobeAppointment'),
});
export type PreSession = z.infer<typeof preSessionSchema>;

const postSessionSchema = z.object({
  ...checksShape(postSessionChecks),
  /** yyyy-MM-dd or '' (empty by default). */
  galleryDue: z.string(),
  orderNotes: z.string(),
  orderingAppointment: statusField('orderingAppointment'),
});
export type PostSession = z.infer<typeof postSessionSchema>;

/** A client as the API answers with it. */
export const clientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    session: clientSessionSchema,
    preSession: preSessionSchema,
    postSession: postSessionSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof clientSchema>;

/** A client as Client Flow's list shows it: what the table and its dialogs read, no contact details or times. */
export const clientListRowSchema = clientSchema
  .omit({ email: true, phone: true, createdAt: true, updatedAt: true })
  .meta({ id: 'ClientListRow' });
export type ClientListRow = z.infer<typeof clientListRowSchema>;

/**
 * GET /api/clients. Up to wholeListMaxRows clients and without offset or limit: all of them, newest first, and
 * `window` null (the browser filters and sorts). Otherwise one window of the filtered, sorted list.
 */
export const clientListSchema = z
  .object({
    clients: z.array(clientListRowSchema),
    /** All of the user's clients, whatever the filters. */
    total: z.number().int().min(0),
    window: listWindowSchema.nullable(),
    /** With `?client=`: that client's position in the asked order (filters aside), or null when not found. */
    focusIndex: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'ClientList' });
export type ClientList = z.infer<typeof clientListSchema>;

/**
 * GET /api/clients: the session date filter (a month, a year or a day), the session date sort, the window, and
 * `client`, a client to bring into view: the filters then stand aside, as on the page.
 */
const clientFilterShape = {
  ...monthOrYearQueryShape,
  date: z
    .string({ error: 'date must be written yyyy-MM-dd.' })
    .refine(isIsoDate, 'date must be a real date written yyyy-MM-dd.')
    .optional(),
  sort: listWindowQueryShape.sort,
};
export const clientListQuerySchema = z
  .strictObject({
    ...clientFilterShape,
    ...listWindowQueryShape,
    client: z.uuid('client must be a client id.').optional(),
  })
  .superRefine(oneDateFilter);
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** GET /api/clients/export.csv: the list's filters and sort, without a window. */
export const clientExportQuerySchema = z.strictObject(clientFilterShape).superRefine(oneDateFilter);

const clientNameField = z
  .string({ error: 'The client name must be text.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .max(nameMaxLength, `Client names can be at most ${nameMaxLength} characters.`);
const clientPhoneField = z
  .string({ error: 'The phone number must be text.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .max(phoneMaxLength, `Phone numbers can be at most ${phoneMaxLength} characters.`);
const sessionTypeField = z.enum(sessionTypes, { error: sessionTypeMessage });
const sessionPackageField = z.enum(sessionPackages, { error: sessionPackageMessage });
/** The session date and package of a new client, as Add New Client and converting a lead both ask for them. */
const newClientSessionShape = {
  sessionDate: isoDateOrBlankField.default(''),
  sessionPackage: optionOrBlankField(sessionPackages, sessionPackageMessage).default(''),
};
const newClientSessionLabels = { sessionDate: 'Session Date', sessionPackage: 'Session Package' } as const;

/** POST /api/clients: the Add New Client form. */
export const createClientSchema = z
  .strictObject({
    name: clientNameField.default(''),
    email: optionalEmailField.default(''),
    phone: clientPhoneField.default(''),
    sessionDate: newClientSessionShape.sessionDate,
    sessionType: optionOrBlankField(sessionTypes, sessionTypeMessage).default(''),
    sessionPackage: newClientSessionShape.sessionPackage,
  })
  .superRefine(
    requireFields({
      name: 'Client Name',
      sessionDate: newClientSessionLabels.sessionDate,
      sessionType: 'Session Type',
      sessionPackage: newClientSessionLabels.sessionPackage,
    }),
  )
  .transform((client) => client as typeof client & { sessionType: SessionType; sessionPackage: SessionPackage });
export type CreateClientRequest = z.input<typeof createClientSchema>;

/**
 * POST /api/leads/{id}/convert: what Add New Client requires that a lead does not have; the name and session
 * type come from the lead.
 */
export const newClientSessionSchema = z
  // Documented as a date: a blank one is refused with the required-field message.
  .strictObject({ ...newClientSessionShape, sessionDate: newClientSessionShape.sessionDate.meta({ format: 'date' }) })
  .superRefine(requireFields(newClientSessionLabels))
  .transform((session) => session as typeof session & { sessionPackage: SessionPackage })
  .meta({ id: 'NewClientSession' });
export type NewClientSessionRequest = z.input<typeof newClientSessionSchema>;

const atLeastOneField = (value: object) => Object.keys(value).length > 0;

/** PATCH /api/clients/:id: any part of the client; unknown fields are refused rather than ignored. */
export const updateClientSchema = z
  .strictObject({
    name: clientNameField.min(1, 'Please fill in the required field: Client Name.'),
    email: optionalEmailField,
    phone: clientPhoneField,
    session: z
      .strictObject({
        // Required as in Add New Client: a table cell may change the date, never clear it.
        sessionDate: isoDateOrBlankField.refine(
          (value) => value !== '',
          'Please fill in the required field: Session Date.',
        ),
        sessionType: sessionTypeField,
        sessionDueDate: isoDateOrBlankField,
        sessionPackage: sessionPackageField,
      })
      .partial()
      .refine(atLeastOneField, 'Nothing to update in session.'),
    preSession: z
      .strictObject({
        ...checksShape(preSessionChecks),
        makeup: statusField('makeup'),
        sessionConsultation: statusField('sessionConsultation'),
        wardrobeAppointment: statusField('wardrobeAppointment'),
      })
      .partial()
      .refine(atLeastOneField, 'Nothing to update in preSession.'),
    postSession: z
      .strictObject({
        ...checksShape(postSessionChecks),
        galleryDue: isoDateOrBlankField,
        orderNotes: z
          .string({ error: 'Order notes must be text.' })
          .max(orderNotesMaxLength, `Order notes can be at most ${orderNotesMaxLength} characters.`),
        orderingAppointment: statusField('orderingAppointment'),
      })
      .partial()
      .refine(atLeastOneField, 'Nothing to update in postSession.'),
  })
  .partial()
  .refine(atLeastOneField, 'Nothing to update.');
export type UpdateClientRequest = z.input<typeof updateClientSchema>;

type HeaderGroup = keyof ClientHeaders;

const headerListSchema = (group: HeaderGroup) => {
  const defaults = defaultClientHeaders()[group];
  const ids = defaults.map((header) => header.id) as [string, ...string[]];
  return z
    .array(
      z.strictObject({
        id: z.enum(ids, { error: `Unknown ${group} column.` }),
        label: z.string().max(100).optional(),
      }),
      {
        error: `${group} must be a list of columns.`,
      },
    )
    .refine((headers) => new Set(headers.map((header) => header.id)).size === headers.length, {
      message: `Each ${group} column may appear only once.`,
    })
    .transform((headers) =>
      // Labels are ours, not the browser's: each id gets its default label back.
      headers.map(({ id }) => defaults.find((header) => header.id === id) ?? { id, label: id }),
    );
};

/**
 * PUT /api/client-headers: the checklist columns to show, in their order (a hidden column is one left out).
 * The session-info columns are the table's fixed left part: all four, in any order.
 */
export const clientHeadersSchema = z.strictObject({
  sessionInfo: headerListSchema('sessionInfo').refine(
    (headers) => headers.length === defaultClientHeaders().sessionInfo.length,
    'The session columns cannot be hidden.',
  ),
  preSession: headerListSchema('preSession'),
  postSession: headerListSchema('postSession'),
});
export type ClientHeadersRequest = z.input<typeof clientHeadersSchema>;
