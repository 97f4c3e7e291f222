import { createContext, useContext, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface ToggleGroupState {
  value: string;
  onValueChange: (value: string) => void;
}

const ToggleGroupContext = createContext<ToggleGroupState | null>(null);

type ToggleGroupProps = Omit<ComponentProps<'div'>, 'role' | 'onChange'> & ToggleGroupState;

/**
 * A row of buttons of which one is on, `value` (one of its items' values): a radio group, with one tab stop on the
 * chosen button; the arrow keys move between the buttons (round from the last to the first), Home and End to either
 * end, and a click, Space or Enter chooses. Choosing the chosen one again changes nothing. Wraps on narrow screens
 * rather than scrolling sideways. Our own rather than Radix's, whose every item draws itself once more, at once and
 * in one task, as soon as the page has hydrated (its `useIsHydrated`): on the dashboard, Lead Flow and the
 * notifications page, that second render came inside the hydration's commit.
 */
export function ToggleGroup({ value, onValueChange, className, onKeyDown, children, ...props }: ToggleGroupProps) {
  return (
    <div
      role="radiogroup"
      className={cn('flex flex-wrap items-center gap-1 rounded-xl bg-muted p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    >
      <ToggleGroupContext.Provider value={{ value, onValueChange }}>{children}</ToggleGroupContext.Provider>
    </div>
  );
}

const steps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Moves the focus between the group's buttons for an arrow key, Home or End. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role=radio]:not(:disabled)'));
  const current = items.findIndex((item) => item === document.activeElement);
  const step = steps[event.key];
  let next: number | undefined;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (step !== undefined && current >= 0) next = (current + step + items.length) % items.length;
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

export function ToggleGroupItem({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value' | 'type' | 'role'> & { value: string }) {
  const group = useContext(ToggleGroupContext);
  const on = group?.value === value;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={on}
      data-state={on ? 'on' : 'off'}
      tabIndex={on ? 0 : -1}
      className={cn(
        'inline-flex h-8 items-center justify-center rounded-lg px-3 text-sm font-medium text-muted-foreground',
        'transition-colors duration-150 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !on) group?.onValueChange(value);
      }}
      {...props}
    />
  );
}
