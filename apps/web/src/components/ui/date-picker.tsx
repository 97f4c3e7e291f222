import { clientTexts as pickerTexts, formatDate, isIsoDate } from '@shutterdesk/core';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from './button';
import { FieldError, invalidFieldProps } from './field-error';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps {
  /** 'yyyy-MM-dd', or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** What the date is, e.g. 'Session Date'; the start of the trigger's accessible name and the input's label. */
  label: string;
  placeholder?: string;
  /** 'cell' is the quiet, compact trigger for a table row. */
  appearance?: 'field' | 'cell';
  className?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The single-date picker: the trigger shows 'MMM d, yyyy' or the placeholder; the popover has the platform's date
 * input (the most usable one on phones), Clear and OK. Nothing changes until OK.
 *
 * Client Flow and Lead Flow have two pickers in every row, so until a picker is first used it is a plain button
 * that looks and reads the same; the popover (Radix's context, ids and positioning) is set up by the first click
 * and opens at once. That keeps hundreds of popover roots out of a list's first load (docs/budgets.md).
 */
export function DatePicker(props: DatePickerProps) {
  const [used, setUsed] = useState(false);
  if (used) return <PopoverDatePicker {...props} />;
  const { value, onChange: _onChange, label, placeholder, appearance, className, disabled, ...aria } = props;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...aria}
      onClick={() => setUsed(true)}
      className={triggerClasses(appearance, isIsoDate(value), className)}
    >
      <TriggerFace value={value} label={label} placeholder={placeholder} />
    </button>
  );
}

function triggerClasses(appearance: DatePickerProps['appearance'] = 'field', hasDate: boolean, className?: string) {
  return buttonClasses({
    variant: appearance === 'cell' ? 'ghost' : 'secondary',
    size: appearance === 'cell' ? 'sm' : 'md',
    className: cn(
      'justify-start tabular-nums',
      appearance === 'cell' && 'w-full',
      !hasDate && 'text-muted-foreground',
      'aria-invalid:border-danger',
      className,
    ),
  });
}

function TriggerFace({
  value,
  label,
  placeholder = pickerTexts.datePlaceholder,
}: Pick<DatePickerProps, 'value' | 'label' | 'placeholder'>) {
  return (
    <>
      <CalendarDays aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{isIsoDate(value) ? formatDate(value) : placeholder}</span>
    </>
  );
}

/** The picker once used: opened by the click that set it up, then a Radix popover like any other. */
function PopoverDatePicker({
  value,
  onChange,
  label,
  placeholder,
  appearance,
  className,
  disabled,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState(value);
  const inputId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };

  const choose = (date: string) => {
    onChange(date);
    setOpen(false);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: without this, OK would also submit a form the picker sits in.
    event.stopPropagation();
    // The date input reports '' while its text is not a whole date: OK then means no date.
    choose(isIsoDate(draft) ? draft : '');
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger disabled={disabled} {...aria} className={triggerClasses(appearance, isIsoDate(value), className)}>
        <TriggerFace value={value} label={label} placeholder={placeholder} />
      </PopoverTrigger>
      {/* Mounted only while open: a closed picker should cost next to nothing. */}
      {open && (
        <PopoverContent aria-label={label} className="w-64">
          <form onSubmit={apply} className="grid gap-3">
            <div className="grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {label}
              </label>
              <input
                id={inputId}
                type="date"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className={cn(
                  'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
                  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
                )}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" size="sm" onClick={() => choose('')}>
                {pickerTexts.clear}
              </Button>
              <Button type="submit" size="sm">
                {pickerTexts.ok}
              </Button>
            </div>
          </form>
        </PopoverContent>
      )}
    </Popover>
  );
}

/** A form's date field: a visible label above the picker, and the message under it when it needs fixing. */
export function DateField({ error, ...props }: DatePickerProps & { error?: string | undefined }) {
  const fieldId = useId();
  return (
    <div className="grid gap-1.5">
      {/* The picker's button carries the label in its own name; this one is what sighted users read. */}
      <span aria-hidden="true" className="text-sm font-medium">
        {props.label}
      </span>
      <DatePicker {...invalidFieldProps(fieldId, error)} {...props} />
      {error && <FieldError fieldId={fieldId}>{error}</FieldError>}
    </div>
  );
}
