import {
  headerCellClasses,
  nameColumnLeftPx,
  SelectAllHeaderCell,
  SortHeaderCell,
  stickyCellClasses,
} from '@/components/records/table-cells';
import type { SelectAllState } from '@/components/records/record-controls';
import { cn } from '@/lib/cn';
import type { SortDirection } from '@/lib/sort-direction';
import { leadFieldLabels, leadFields, leadNameLabel } from './lead-fields';

/** The header row of the Lead Flow table: the name stays in view, the inquiry date sorts. */
export function LeadTableHeader({
  deleteMode,
  selectAll,
  sort,
  onSortChange,
}: {
  deleteMode: boolean;
  selectAll: SelectAllState;
  sort: SortDirection;
  onSortChange: () => void;
}) {
  return (
    <tr aria-rowindex={1}>
      {deleteMode && <SelectAllHeaderCell state={selectAll} label="Select all leads" />}
      <th
        scope="col"
        className={cn(headerCellClasses, stickyCellClasses, 'z-30 border-r')}
        style={{ left: nameColumnLeftPx(deleteMode) }}
      >
        {leadNameLabel}
      </th>
      {leadFields.map((field) =>
        field === 'inquiryDate' ? (
          <SortHeaderCell key={field} label={leadFieldLabels.inquiryDate} sort={sort} onSortChange={onSortChange} />
        ) : (
          <th key={field} scope="col" className={headerCellClasses}>
            {leadFieldLabels[field]}
          </th>
        ),
      )}
      <th scope="col" className={headerCellClasses}>
        <span className="sr-only">Actions</span>
      </th>
    </tr>
  );
}
