import { useId, type ComponentProps } from 'react';
import { Textarea } from './textarea';

export interface AnswerFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** The validation message shown under the answer; marks it invalid. */
  error: string | undefined;
}

/** A labelled multi-line answer of a form (feedback, bug report), its error wired up through aria-describedby. */
export function AnswerField({ label, error, required, ...props }: AnswerFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        rows={3}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="aria-invalid:border-danger"
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
