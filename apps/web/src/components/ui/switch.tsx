import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = Omit<ComponentProps<'button'>, 'type' | 'role' | 'aria-checked'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with role switch and aria-checked, toggled by a click, Space or Enter (a <label> around it
 * or naming it with htmlFor forwards its clicks). Name it with a label or aria-label. Our own rather than Radix's,
 * which draws a hidden form input beside the button until it has found, after mounting, that the switch is in no
 * form, then takes it away: a second render and a removal as the page hydrates, as its checkbox did
 * (docs/decisions/0021-server-rendering.md).
 */
export function Switch({ checked, onCheckedChange, onClick, className, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'peer inline-flex h-6 w-10 shrink-0 cursor-pointer items-center rounded-full border border-transparent p-0.5',
        'bg-input transition-colors duration-150 data-[state=checked]:bg-accent',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-card shadow-sm',
          'transition-transform duration-150 data-[state=checked]:translate-x-4',
        )}
      />
    </button>
  );
}
