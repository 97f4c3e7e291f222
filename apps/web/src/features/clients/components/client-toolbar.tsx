import { clientTexts, type ClientHeaders } from '@shutterdesk/core';
import { DatePicker } from '@/components/ui/date-picker';
import { DeleteModeControls } from '@/components/records/delete-mode-controls';
import { MonthYearPicker } from '@/components/ui/month-year-picker';
import { listFiltersProps } from '@/lib/shortcut-targets';
import type { ChecklistGroup } from '../columns';
import type { ClientListTracker } from '../use-client-tracker';
import { SelectColumnsMenu } from './select-columns-menu';

/** The row above Client Flow's table: the session month and day filters, the columns menu and delete mode. */
export function ClientToolbar({
  list,
  headers,
  onShowColumn,
}: {
  list: ClientListTracker;
  headers: ClientHeaders;
  onShowColumn: (group: ChecklistGroup, id: string, shown: boolean) => void;
}) {
  const { sessionDate } = list.filters;
  return (
    <div className="flex flex-wrap items-center gap-2" {...listFiltersProps}>
      <MonthYearPicker
        label="Filter by session month"
        value={sessionDate && sessionDate.kind !== 'day' ? sessionDate : null}
        onChange={(value) => list.changeFilters({ sessionDate: value })}
      />
      <DatePicker
        label="Filter by session date"
        value={sessionDate?.kind === 'day' ? sessionDate.date : ''}
        onChange={(date) => list.changeFilters({ sessionDate: date ? { kind: 'day', date } : null })}
      />
      <SelectColumnsMenu headers={headers} onShowColumn={onShowColumn} />
      <DeleteModeControls {...list.deleteModeControls} texts={clientTexts} />
    </div>
  );
}
