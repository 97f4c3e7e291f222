import { clientTexts as pickerTexts, yearRange, type DateFilter } from '@shutterdesk/core';
import { CalendarRange } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Select } from './select';

/** A whole month, or a whole year (the 'All dates' choice of the month dropdown). */
export type MonthYearFilter = Extract<DateFilter, { kind: 'month' | 'year' }>;

const monthNumbers = Array.from({ length: 12 }, (_, index) => index + 1);
/** The month dropdown's value for 'All dates'; a selectable option never has an empty value. */
const allMonths = 'all';

// Written out: the app speaks English only, and the first Intl formatter of a page costs tens of milliseconds.
const longMonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const shortMonthNames = longMonthNames.map((name) => name.slice(0, 3));

/** 'Nov 2026' for a month, '2026' for a whole year. */
export function monthYearText(filter: MonthYearFilter): string {
  return filter.kind === 'year' ? String(filter.year) : `${shortMonthNames[filter.month - 1]} ${filter.year}`;
}

interface Draft {
  month: number | typeof allMonths;
  year: number;
}

function draftOf(value: MonthYearFilter | null, today = new Date()): Draft {
  if (!value) return { month: today.getMonth() + 1, year: today.getFullYear() };
  return { month: value.kind === 'year' ? allMonths : value.month, year: value.year };
}

export interface MonthYearPickerProps {
  value: MonthYearFilter | null;
  onChange: (value: MonthYearFilter | null) => void;
  /** What is being picked, e.g. 'Session month'; the start of the trigger's accessible name. */
  label: string;
  className?: string;
}

/**
 * The month/year picker: a month dropdown with 'All dates' and the twelve months, a year
 * dropdown of the current year plus or minus 10, Clear and OK. Nothing changes until OK.
 */
export function MonthYearPicker({ value, onChange, label, className }: MonthYearPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const monthId = useId();
  const yearId = useId();
  const years = yearRange(new Date().getFullYear());

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(draftOf(value));
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: without this, OK would also submit a form the picker sits in.
    event.stopPropagation();
    onChange(
      draft.month === allMonths
        ? { kind: 'year', year: draft.year }
        : { kind: 'month', year: draft.year, month: draft.month },
    );
    setOpen(false);
  };

  const clear = () => {
    onChange(null);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        className={buttonClasses({
          variant: 'secondary',
          className: cn('justify-start tabular-nums', !value && 'text-muted-foreground', className),
        })}
      >
        <CalendarRange aria-hidden="true" />
        <span className="sr-only">{label}: </span>
        {value ? monthYearText(value) : pickerTexts.monthYearPlaceholder}
      </PopoverTrigger>
      <PopoverContent aria-label={label}>
        <form onSubmit={apply} className="grid gap-3">
          {/* The year takes only what four digits need, so the longest month name shows whole on a phone. */}
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <div className="grid gap-1.5">
              <label htmlFor={monthId} className="text-sm font-medium">
                Month
              </label>
              <Select
                id={monthId}
                value={String(draft.month)}
                onChange={(event) => {
                  const month = event.target.value;
                  setDraft({ ...draft, month: month === allMonths ? allMonths : Number(month) });
                }}
              >
                <option value={allMonths}>{pickerTexts.allDates}</option>
                {monthNumbers.map((month) => (
                  <option key={month} value={month}>
                    {longMonthNames[month - 1]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={yearId} className="text-sm font-medium">
                Year
              </label>
              <Select
                id={yearId}
                value={String(draft.year)}
                onChange={(event) => setDraft({ ...draft, year: Number(event.target.value) })}
              >
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={clear}>
              {pickerTexts.clear}
            </Button>
            <Button type="submit" size="sm">
              {pickerTexts.ok}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
