import { searchDebounceMs, searchNeedle } from '@shutterdesk/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowRight, Flag, ListChecks, Search, Target, UsersRound, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '../components/ui/dialog';
import { api } from '../lib/api';
import { cn } from '../lib/cn';
import { queryKeys } from '../lib/query-keys';
import { useNavigation } from './keyboard-shortcuts';
import { focusBack, type OverlayProps } from './overlay-focus';
import { isSearchable, paletteGroups, type PaletteGroup, type PaletteOption } from './palette-items';

const groupIcons: Record<PaletteGroup['kind'], LucideIcon> = {
  client: UsersRound,
  lead: Target,
  routine: ListChecks,
  priorityTask: Flag,
  command: ArrowRight,
};

/** The text as it stands once typing has paused for `delayMs`. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** The server's matches for the query once typing has paused; `searching` while they are on their way. */
function useSearchResults(query: string, open: boolean) {
  const needle = searchNeedle(query);
  const settled = useSettled(needle, searchDebounceMs);
  const asked = open && isSearchable(settled);
  const answer = useQuery({
    queryKey: queryKeys.search(settled),
    queryFn: ({ signal }) => api('GET /api/search', { query: { q: settled }, signal }),
    enabled: asked,
    // Rows change elsewhere in the app: a search a little while later asks again.
    staleTime: 5_000,
    // The last answer stays while the next is on its way, so the list does not flicker as the user types.
    placeholderData: keepPreviousData,
  });
  const searchable = isSearchable(needle);
  return {
    results: searchable && asked ? (answer.data?.results ?? []) : [],
    searching: searchable && (settled !== needle || answer.isPending || answer.isPlaceholderData),
    failed: searchable && answer.isError,
  };
}

/**
 * The command palette (Ctrl+K, Cmd+K, or the header's Search button): finds the user's clients, leads, routines and
 * priority tasks and jumps to the row, and runs commands. An ARIA combobox: focus stays in the text field while the
 * arrow keys move through the options and Enter picks one. Loaded on demand by useCommandPalette.
 */
export default function CommandPalette({ open, onOpenChange, returnFocusTo }: OverlayProps) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const { results, searching, failed } = useSearchResults(query, open);
  const groups = paletteGroups(query, results);
  const options = groups.flatMap((group) => group.options);
  const active = options[Math.min(activeIndex, options.length - 1)];
  const listId = useId();
  const optionId = (option: PaletteOption) => `${listId}-${option.key}`;
  const navigate = useNavigate();
  const runNavigation = useNavigation();
  /** Picking an option moves focus to where it leads: closing must not send it back. */
  const picked = useRef(false);

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    onOpenChange(false);
    setQuery('');
    setActiveIndex(0);
  };
  const pick = (option: PaletteOption) => {
    picked.current = true;
    close();
    if (option.action.kind === 'open') void navigate(option.action.path);
    else if (option.action.kind === 'go' || option.action.kind === 'addNew') runNavigation(option.action);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    const move = (step: number) => {
      event.preventDefault();
      if (count > 0) setActiveIndex((index) => (Math.min(index, count - 1) + step + count) % count);
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && active) {
      event.preventDefault();
      pick(active);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      // The key that opened the palette closes it again.
      event.preventDefault();
      close();
    }
  };

  const status = failed
    ? 'Search failed. Check your connection and try again.'
    : searching
      ? 'Searching…'
      : options.length === 0
        ? 'No results'
        : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title="Search"
        className="gap-3 sm:top-24 sm:max-w-lg sm:translate-y-0"
        onOpenAutoFocus={() => {
          picked.current = false;
        }}
        onCloseAutoFocus={(event) => {
          if (!picked.current) return focusBack(returnFocusTo)(event);
          // The screen it leads to takes focus (a row, a form); until it does, the page's content holds it.
          event.preventDefault();
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            type="text"
            role="combobox"
            aria-label="Search clients, leads, tasks and commands"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-activedescendant={active ? optionId(active) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder="Find a client, lead or task, or a command"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full min-w-0 rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-xs transition-colors duration-150 placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
          />
        </div>
        {!isSearchable(query) && (
          <p className="text-xs text-muted-foreground">Type 2 letters or more to find clients, leads and tasks.</p>
        )}
        <p role="status" className={cn('text-sm text-muted-foreground', !status && 'sr-only')}>
          {status ?? `${options.length} ${options.length === 1 ? 'option' : 'options'}`}
        </p>
        {options.length > 0 && (
          <div
            id={listId}
            role="listbox"
            aria-label="Results and commands"
            className="-mx-2 grid max-h-[min(50dvh,24rem)] gap-2 overflow-y-auto px-2 pb-1"
          >
            {groups.map((group) => {
              const Icon = groupIcons[group.kind];
              return (
                <div key={group.kind} role="group" aria-label={group.heading} className="grid gap-0.5">
                  <div aria-hidden="true" className="px-2 py-1 text-xs font-semibold text-muted-foreground">
                    {group.heading}
                  </div>
                  {group.options.map((option) => (
                    <div
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      aria-selected={option === active}
                      onClick={() => pick(option)}
                      onMouseMove={() => setActiveIndex(options.indexOf(option))}
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
            })}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
