/**
 * The columns of Client Flow's and Lead Flow's CSV files, in the order export writes them, and the names other
 * programs give them, by which an import maps a file's headers (docs/decisions/0014-csv-import-export.md).
 */
import { restoreNeutralised, type CsvColumn, type CsvColumnKind } from './csv-cells';
import { appointmentStatusOptions, postSessionChecks, preSessionChecks } from './clients';
import { defaultClientHeaders } from './options';

const column = <Id extends string>(
  id: Id,
  title: string,
  kind: CsvColumnKind,
  aliases: string[] = [],
): CsvColumn<Id> => ({
  id,
  title,
  kind,
  aliases,
});

const clientHeaders = defaultClientHeaders();
const checklistLabel = (id: string) =>
  [...clientHeaders.preSession, ...clientHeaders.postSession].find((header) => header.id === id)?.label ?? id;
const checklistKind = (id: string): CsvColumnKind =>
  id in appointmentStatusOptions ? 'status' : id === 'galleryDue' ? 'date' : id === 'orderNotes' ? 'text' : 'yesNo';

const nameAliases = ['name', 'full name', 'contact name', 'contact', 'client', 'customer', 'customer name'];
const sessionTypeAliases = ['type', 'session', 'shoot type', 'service', 'event type'];
const packageAliases = ['package', 'package name'];

/** Client Flow's columns in the order export writes them. */
export const clientCsvColumns = [
  column('name', 'Client Name', 'text', nameAliases),
  column('email', 'Email', 'text', ['e-mail', 'email address', 'e-mail address', 'mail', 'primary email']),
  column('phone', 'Phone', 'text', ['phone number', 'telephone', 'mobile', 'mobile phone', 'cell', 'tel']),
  column('sessionType', 'Session Type', 'sessionType', sessionTypeAliases),
  column('sessionPackage', 'Session Package', 'sessionPackage', packageAliases),
  column('sessionDate', 'Session Date', 'date', ['date', 'shoot date', 'event date', 'appointment date']),
  column('sessionDueDate', 'Session Due Date', 'date', ['due date']),
  ...[...preSessionChecks, 'wardrobeAppointment', 'makeup', 'sessionConsultation'].map((id) =>
    column(id, checklistLabel(id), checklistKind(id), [id]),
  ),
  ...[...postSessionChecks, 'galleryDue', 'orderNotes', 'orderingAppointment'].map((id) =>
    column(id, checklistLabel(id), checklistKind(id), [id]),
  ),
] as const satisfies readonly CsvColumn[];

/** Lead Flow's columns in the order export writes them: the table's, then what the table does not show. */
export const leadCsvColumns = [
  column(
    'name',
    'Name',
    'text',
    nameAliases.filter((alias) => alias !== 'client'),
  ),
  column('inquiryDate', 'Inquiry Date', 'date', ['date', 'inquiry', 'created', 'date created', 'lead date']),
  column('sessionType', 'Session Type', 'sessionType', sessionTypeAliases),
  column('sessionPackage', 'Session Package', 'sessionPackage', packageAliases),
  column('source', 'Source', 'source', ['lead source', 'platform', 'channel', 'referral source']),
  column('contactMethod', 'Contact Method', 'contact', ['contacted via', 'contact type']),
  column('notes', 'Notes', 'text', ['note', 'comments', 'description', 'message']),
  column('crmWorkflowStarted', 'CRM Workflow', 'yesNo', ['crm workflow started', 'workflow']),
  column('booked', 'Booked', 'yesNo'),
  column('followUp', 'Follow-up', 'date', ['follow up', 'follow-up date', 'follow up date', 'next follow up']),
  column('contacted', 'Contacted', 'yesNo'),
  column('pricingSent', 'Pricing Sent', 'yesNo'),
  column('bookingStatus', 'Status', 'text', ['booking status', 'lead status']),
] as const satisfies readonly CsvColumn[];

export type ClientCsvColumnId = (typeof clientCsvColumns)[number]['id'];
export type LeadCsvColumnId = (typeof leadCsvColumns)[number]['id'];

const headerKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Which column of ours each header of a file means, by title, id or alias, compared without case, spaces or
 * punctuation; null for a header none matches. A column of ours is given to its first matching header only.
 */
export function mapCsvHeaders(headers: readonly string[], columns: readonly CsvColumn[]): (string | null)[] {
  const taken = new Set<string>();
  const byKey = new Map<string, string>();
  // Titles and ids first, then aliases, so "Session Date" wins over the alias "date".
  for (const col of columns) for (const key of [col.title, col.id]) byKey.set(headerKey(key), col.id);
  for (const col of columns)
    for (const alias of col.aliases) if (!byKey.has(headerKey(alias))) byKey.set(headerKey(alias), col.id);
  return headers.map((header) => {
    const id = byKey.get(headerKey(restoreNeutralised(header)));
    if (!id || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
}
