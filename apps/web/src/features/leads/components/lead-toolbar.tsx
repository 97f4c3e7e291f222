import { leadSources, leadTexts } from '@shutterdesk/core';
import { DeleteModeControls } from '@/components/records/delete-mode-controls';
import { MonthYearPicker } from '@/components/ui/month-year-picker';
import { Select } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { listFiltersProps } from '@/lib/shortcut-targets';
import type { StatusFilter } from '../lead-list';
import type { LeadListTracker } from '../use-lead-tracker';

const allPlatforms = 'all';

/** The row above Lead Flow's table: status, inquiry month and platform filters, delete mode, the booking rate. */
export function LeadToolbar({ list, rate }: { list: LeadListTracker; rate: number }) {
  const { filters, changeFilters } = list;
  return (
    <div className="flex flex-wrap items-center gap-2" {...listFiltersProps}>
      <ToggleGroup
        aria-label="Show leads"
        value={filters.status}
        onValueChange={(value) => changeFilters({ status: value as StatusFilter })}
      >
        <ToggleGroupItem value="all">{leadTexts.filters.all}</ToggleGroupItem>
        <ToggleGroupItem value="active">{leadTexts.filters.active}</ToggleGroupItem>
        <ToggleGroupItem value="booked">{leadTexts.filters.booked}</ToggleGroupItem>
      </ToggleGroup>
      <MonthYearPicker
        label="Filter by inquiry month"
        value={filters.inquiryDate}
        onChange={(inquiryDate) => changeFilters({ inquiryDate })}
      />
      <Select
        aria-label="Filter by platform"
        value={filters.source ?? allPlatforms}
        onChange={(event) => changeFilters({ source: event.target.value === allPlatforms ? null : event.target.value })}
        className="w-44"
      >
        <option value={allPlatforms}>All platforms</option>
        {leadSources.map((source) => (
          <option key={source.code} value={source.code}>
            {source.label}
          </option>
        ))}
      </Select>
      <DeleteModeControls {...list.deleteModeControls} texts={leadTexts} />
      <p className="ml-auto text-sm font-medium tabular-nums">{leadTexts.bookingRate(rate)}</p>
    </div>
  );
}
