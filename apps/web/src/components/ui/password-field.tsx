import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { Tooltip } from './tooltip';

/** A password input with a show/hide toggle beside it; the toggle names what it does for screen readers. */
export function PasswordField({ label, ...props }: Omit<TextFieldProps, 'type'> & { label: string }) {
  const [shown, setShown] = useState(false);
  const toggleLabel = `${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <div className="relative">
      <TextField label={label} type={shown ? 'text' : 'password'} className="pr-11" {...props} />
      <Tooltip label={toggleLabel}>
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={toggleLabel}
          aria-pressed={shown}
          className="absolute top-7 right-1 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors duration-150 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </Tooltip>
    </div>
  );
}
