import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, fieldErrorId } from './field-error';

/** What every e-mail field of the sign-in forms asks the browser for: the e-mail keyboard and autofill. */
export const emailInputProps = { type: 'email', autoComplete: 'email', inputMode: 'email', required: true } as const;

export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  /** The validation message shown under the input; marks the input invalid. */
  error?: string | undefined;
  /** A quiet hint under the input. */
  hint?: ReactNode;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its hint and error wired up through aria-describedby. */
export function TextField({ label, error, hint, labelAside, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [hint ? hintId : undefined, error ? fieldErrorId(inputId) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs sm:text-sm',
          'placeholder:text-muted-foreground/80 transition-colors duration-150',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-danger',
          className,
        )}
        {...props}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError fieldId={inputId}>{error}</FieldError>}
    </div>
  );
}
