import { clientTexts, defaultClientHeaders, type ClientHeaders } from '@shutterdesk/core';
import { Columns3 } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { checklistGroups, type ChecklistGroup } from '../columns';

const groupTitles: Record<ChecklistGroup, string> = {
  preSession: clientTexts.preSession,
  postSession: clientTexts.postSession,
};

/**
 * 'Select Columns': a checkbox per checklist column, grouped by checklist. It stays open while columns are ticked
 * on and off, so several can be changed at once.
 */
export function SelectColumnsMenu({
  headers,
  onShowColumn,
}: {
  headers: ClientHeaders;
  onShowColumn: (group: ChecklistGroup, id: string, shown: boolean) => void;
}) {
  const defaults = defaultClientHeaders();
  return (
    <Popover>
      <PopoverTrigger className={buttonClasses({ variant: 'secondary' })}>
        <Columns3 aria-hidden="true" />
        {clientTexts.selectColumns}
      </PopoverTrigger>
      <PopoverContent
        aria-label={clientTexts.selectColumns}
        align="end"
        className="grid max-h-[70dvh] w-80 gap-4 overflow-y-auto"
      >
        {checklistGroups.map((group) => (
          <ColumnGroup
            key={group}
            title={groupTitles[group]}
            columns={defaults[group]}
            isShown={(id) => headers[group].some((header) => header.id === id)}
            onChange={(id, shown) => onShowColumn(group, id, shown)}
          />
        ))}
      </PopoverContent>
    </Popover>
  );
}

function ColumnGroup({
  title,
  columns,
  isShown,
  onChange,
}: {
  title: string;
  columns: readonly { id: string; label: string }[];
  isShown: (id: string) => boolean;
  onChange: (id: string, shown: boolean) => void;
}) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-1">
      <p id={titleId} className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </p>
      {columns.map((column) => (
        <label
          key={column.id}
          className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1 text-sm transition-colors duration-150 hover:bg-muted"
        >
          <Checkbox checked={isShown(column.id)} onCheckedChange={(checked) => onChange(column.id, checked)} />
          {column.label}
        </label>
      ))}
    </div>
  );
}
