import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, invalidFieldProps } from './field-error';

/**
 * A native select with the app's look: the platform's own picker is the most usable one on phones. Options
 * never have an empty-string value.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full min-w-0 appearance-none rounded-lg border border-input bg-card py-0 pr-9 pl-3 text-base text-foreground shadow-xs sm:text-sm',
          'transition-colors duration-150 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-danger',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A disabled first entry shown until a choice is made; never itself a choice. */
  placeholder?: string;
  /** The validation message shown under the select; marks it invalid. */
  error?: string | undefined;
}

/** A labelled Select with its options; `className` styles the field (label and select) as a whole. */
export function SelectField({ label, options, placeholder, error, id, className, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <Select id={selectId} {...invalidFieldProps(selectId, error)} {...props}>
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
      {error && <FieldError fieldId={selectId}>{error}</FieldError>}
    </div>
  );
}
