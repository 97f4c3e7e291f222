import { actionsColumnWidthPx, selectColumnWidthPx } from '@/components/records/table-cells';
import type { VirtualTableColumn } from '@/lib/virtual-table';
import { leadFields, type LeadField } from './lead-fields';

/** Column widths of the Lead Flow table; fixed, so virtual rows never shift the columns. */
const fieldWidthPx: Record<LeadField, number> = {
  inquiryDate: 168,
  sessionType: 150,
  sessionPackage: 160,
  source: 150,
  contactMethod: 190,
  notes: 200,
  messages: 200,
  contacted: 100,
  crmWorkflow: 110,
  booked: 90,
  followUp: 168,
};
const dataColumns: readonly VirtualTableColumn[] = [
  { id: 'name', widthPx: 184 },
  ...leadFields.map((field) => ({ id: field, widthPx: fieldWidthPx[field] })),
  { id: 'actions', widthPx: actionsColumnWidthPx },
];
const withSelectColumn = [{ id: 'select', widthPx: selectColumnWidthPx }, ...dataColumns];

/** The table's columns: in delete mode, the tick column first. */
export const leadTableColumns = (deleteMode: boolean) => (deleteMode ? withSelectColumn : dataColumns);
