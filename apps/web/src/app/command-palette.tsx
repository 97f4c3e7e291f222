import { ArrowRight, Flag, ListChecks, Search, Target, UsersRound, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { cn } from '../lib/cn';
import { useNavigation } from './keyboard-shortcuts';
import { focusBack, type OverlayProps } from './overlay-focus';
import { isSearchable, paletteGroups, type PaletteGroup, type PaletteOption } from './palette-items';
import { useSearchResults } from './palette-search';
import { activeOptionIndex, emptyPalette, paletteReducer, paletteStatus } from './palette-state';

const groupIcons: Record<PaletteGroup['kind'], LucideIcon> = {
  client: UsersRound,
  lead: Target,
  routine: ListChecks,
  priorityTask: Flag,
  command: ArrowRight,
};

/**
 * The command palette (Ctrl+K, Cmd+K, or the header's Search button): finds the user's clients, leads, routines and
 * priority tasks and jumps to the row, and runs commands. An ARIA combobox: focus stays in the text field while the
 * arrow keys move through the options and Enter picks one. Loaded on demand by useCommandPalette.
 */
export default function CommandPalette({ open, onOpenChange, returnFocusTo }: OverlayProps) {
  const [state, dispatch] = useReducer(paletteReducer, emptyPalette);
  const { results, searching, failed } = useSearchResults(state.query, open);
  const groups = paletteGroups(state.query, results);
  const options = groups.flatMap((group) => group.options);
  const active = options[activeOptionIndex(state, options.length)];
  const listId = useId();
  const optionId = (option: PaletteOption) => `${listId}-${option.key}`;
  const pick = usePick(returnFocusTo, () => close());
  const status = paletteStatus({ failed, searching, count: options.length });

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function close() {
    onOpenChange(false);
    dispatch({ type: 'reset' });
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick.option(active);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      // The key that opened the palette closes it again.
      event.preventDefault();
      close();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Search"
        className="gap-3 sm:top-24 sm:max-w-lg sm:translate-y-0"
        onOpenAutoFocus={pick.onOpen}
        onCloseAutoFocus={pick.onCloseAutoFocus}
      >
        <PaletteField
          query={state.query}
          listId={options.length > 0 ? listId : undefined}
          activeId={active ? optionId(active) : undefined}
          onType={(query) => dispatch({ type: 'type', query })}
          onKeyDown={onKeyDown}
        />
        {!isSearchable(state.query) && (
          <p className="text-xs text-muted-foreground">Type 2 letters or more to find clients, leads and tasks.</p>
        )}
        <p role="status" className={cn('text-sm text-muted-foreground', !status.shown && 'sr-only')}>
          {status.text}
        </p>
        {options.length > 0 && (
          <div
            id={listId}
            role="listbox"
            aria-label="Results and commands"
            className="-mx-2 grid max-h-[min(50dvh,24rem)] gap-2 overflow-y-auto px-2 pb-1"
          >
            {groups.map((group) => (
              <PaletteOptions
                key={group.kind}
                group={group}
                active={active}
                optionId={optionId}
                onPick={pick.option}
                onPoint={(option) => dispatch({ type: 'point', index: options.indexOf(option) })}
              />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Picking an option closes the palette and goes where the option leads, which then takes the focus; closing
 * otherwise gives the focus back.
 */
function usePick(returnFocusTo: OverlayProps['returnFocusTo'], close: () => void) {
  const navigate = useNavigate();
  const runNavigation = useNavigation();
  const picked = useRef(false);
  return {
    onOpen: () => {
      picked.current = false;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!picked.current) return focusBack(returnFocusTo)(event);
      // The screen it leads to takes focus (a row, a form); until it does, the page's content holds it. The palette
      // closes after its exit animation, by which time a quick screen may have focused its row already: kept then.
      event.preventDefault();
      const focused = document.activeElement;
      if (focused === null || focused === document.body)
        document.getElementById('main')?.focus({ preventScroll: true });
    },
    option: (option: PaletteOption) => {
      picked.current = true;
      close();
      if (option.action.kind === 'open') void navigate(option.action.path);
      else if (option.action.kind === 'go' || option.action.kind === 'addNew') runNavigation(option.action);
    },
  };
}

/** The combobox's text field: focus stays in it while the arrow keys move through the options. */
function PaletteField({
  query,
  listId,
  activeId,
  onType,
  onKeyDown,
}: {
  query: string;
  /** The listbox's id while it shows. */
  listId: string | undefined;
  activeId: string | undefined;
  onType: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="text"
        role="combobox"
        aria-label="Search clients, leads, tasks and commands"
        aria-expanded={listId !== undefined}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        placeholder="Find a client, lead or task, or a command"
        value={query}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-11 w-full min-w-0 rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-xs transition-colors duration-150 placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
      />
    </div>
  );
}

/** One group of options under its heading. */
function PaletteOptions({
  group,
  active,
  optionId,
  onPick,
  onPoint,
}: {
  group: PaletteGroup;
  active: PaletteOption | undefined;
  optionId: (option: PaletteOption) => string;
  onPick: (option: PaletteOption) => void;
  onPoint: (option: PaletteOption) => void;
}) {
  const Icon = groupIcons[group.kind];
  return (
    <div role="group" aria-label={group.heading} className="grid gap-0.5">
      <div aria-hidden="true" className="px-2 py-1 text-xs font-semibold text-muted-foreground">
        {group.heading}
      </div>
      {group.options.map((option) => (
        <div
          key={option.key}
          id={optionId(option)}
          role="option"
          aria-selected={option === active}
          onClick={() => onPick(option)}
          onMouseMove={() => onPoint(option)}
          className={cn(
            'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 py-2 text-sm',
            option === active && 'bg-accent-soft text-accent-soft-foreground',
          )}
        >
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 wrap-anywhere">{option.label}</span>
        </div>
      ))}
    </div>
  );
}
