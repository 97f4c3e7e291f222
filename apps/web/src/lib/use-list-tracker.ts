import { useCallback, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { useInteractionTiming, type TimedInteraction, type TimedList } from './interaction-timing';
import {
  findRow,
  initialListTrackerState,
  listTrackerReducer,
  type ListQuestion,
  type ListTrackerAction,
} from './list-tracker';
import { listViewSearch, readListView, type FiltersInSearch, type ListView } from './list-view';
import { nextSortDirection, type SortDirection } from './sort-direction';
import { useRowSelection } from './use-row-selection';
import type { WindowedRows } from './windowed-list';

/**
 * The rows a list screen has: its whole list, which it filters and sorts itself, or the windows of a long list
 * that the server filters and sorts (lib/windowed-list.ts).
 */
export type ListRows<Row> = { whole: readonly Row[] } | { windowed: WindowedRows<Row> };

const noRequest = () => {};

export interface ListTrackerOptions<Row, Filters> {
  rows: ListRows<Row>;
  /** How the filters sit in the page's query string; module-level, so the view is read again only on a change. */
  filtersInSearch: FiltersInSearch<Filters>;
  /** The query key of a row a link brings into view, e.g. 'client' for /clients?client=<id>. */
  focusKey?: string;
  /** The filtered rows in the chosen order; module-level, so they are worked out again only when these change. */
  rowsToShow: (rows: readonly Row[], filters: Filters, sort: SortDirection) => readonly Row[];
  /** The name `npm run bench` reads this list's filter, sort and toggle timings under. */
  timedAs: TimedList;
}

/**
 * The state Client Flow and Lead Flow share: the view (filters and sort) in the page's query string, the rest
 * in lib/list-tracker.ts; the rows shown, their selection, and the timing of each filter, sort and toggle.
 * `Kind` names the questions a list asks besides deleting. The row commands keep their identity, so memoised
 * rows can take them; changeFilters and changeSort change with the view.
 */
export function useListTracker<Row extends { id: string }, Filters, Kind extends string = never>({
  rows,
  filtersInSearch,
  focusKey,
  rowsToShow,
  timedAs,
}: ListTrackerOptions<Row, Filters>) {
  const [state, dispatch] = useReducer(listTrackerReducer<ListQuestion<Kind>>, initialListTrackerState);
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  // Read again only when the query string changes, so the filters keep their identity for the memos below.
  const view = useMemo(
    () => readListView(new URLSearchParams(query), filtersInSearch, focusKey),
    [query, filtersInSearch, focusKey],
  );
  const { filters, sort, focusedRowId } = view;
  const windowed = 'windowed' in rows ? rows.windowed : null;
  const whole = 'whole' in rows ? rows.whole : null;
  const wholeShown = useMemo(
    () => (whole ? rowsToShow(whole, filters, sort) : null),
    [rowsToShow, whole, filters, sort],
  );
  /** The rows the table shows, in order; in a long list, a hole is a row whose window has not come in yet. */
  const shown: readonly (Row | undefined)[] = wholeShown ?? windowed?.shown ?? [];
  /** The rows at hand: the whole list, or the rows of a long list's windows read so far. */
  const rowsAtHand = useMemo(
    () => whole ?? (windowed?.shown ?? []).filter((row): row is Row => row !== undefined),
    [whole, windowed?.shown],
  );
  const shownIds = useMemo(() => (wholeShown ?? rowsAtHand).map((row) => row.id), [wholeShown, rowsAtHand]);
  const selection = useRowSelection(shownIds);
  const startInteraction = useInteractionTiming(shown);
  const commands = useTrackerCommands<Kind>(dispatch, startInteraction, timedAs);
  const viewCommands = useViewCommands(view, { query, setSearch, filtersInSearch, startInteraction, timedAs });
  const { deleteMode } = state;
  return {
    ...state,
    ...commands,
    ...viewCommands,
    filters,
    sort,
    /** The row a link asked to bring into view, while it is in the list. */
    focusedRowId: findRow(rowsAtHand, focusedRowId)?.id ?? null,
    /** Where that row stands among the rows shown; undefined when it is not among them. */
    focusedIndex: focusIndexOf(shown, windowed, focusedRowId),
    rows: rowsAtHand,
    /** All of the user's rows, whatever the filters. */
    total: windowed?.total ?? rowsAtHand.length,
    shown,
    /** Asks for the rows around `index` of a long list as its placeholder comes into view. */
    requestRow: windowed?.requestRow ?? noRequest,
    selection,
    notesRow: findRow(rowsAtHand, state.notesRowId),
    /** What a list's table takes of this state. */
    tableControls: {
      sort,
      onSortChange: viewCommands.changeSort,
      deleteMode,
      isSelected: selection.isSelected,
      selectAll: selection,
    },
    /** What DeleteModeControls takes of this state (the texts are the list's own). */
    deleteModeControls: {
      active: deleteMode,
      onActiveChange: commands.setDeleteMode,
      selection,
      onDeleteSelected: commands.askToDeleteSelected,
    },
  };
}

function focusIndexOf<Row extends { id: string }>(
  shown: readonly (Row | undefined)[],
  windowed: WindowedRows<Row> | null,
  focusedRowId: string | null,
): number | undefined {
  if (focusedRowId === null) return undefined;
  if (windowed) return windowed.focusIndex ?? undefined;
  const index = shown.findIndex((row) => row?.id === focusedRowId);
  return index < 0 ? undefined : index;
}

export type ListTracker<Row extends { id: string }, Filters, Kind extends string = never> = ReturnType<
  typeof useListTracker<Row, Filters, Kind>
>;

/**
 * Filtering and sorting write the query string. A filter choice is a new history entry, so Back steps back
 * through the filters; a sort click replaces the entry (three clicks cycle through the sorts, and Back should
 * not replay them). An unchanged view writes (and times) nothing, and the unfiltered list has a bare address.
 */
function useViewCommands<Filters>(
  view: ListView<Filters>,
  {
    query,
    setSearch,
    filtersInSearch,
    startInteraction,
    timedAs,
  }: {
    query: string;
    setSearch: ReturnType<typeof useSearchParams>[1];
    filtersInSearch: FiltersInSearch<Filters>;
    startInteraction: (name: TimedInteraction) => void;
    timedAs: TimedList;
  },
) {
  const show = useCallback(
    (next: ListView<Filters>, change: 'filter' | 'sort') => {
      const nextQuery = listViewSearch(next, filtersInSearch);
      if (nextQuery === query) return;
      startInteraction(`${timedAs}:${change}`);
      setSearch(nextQuery, { replace: change === 'sort' });
    },
    [query, setSearch, filtersInSearch, startInteraction, timedAs],
  );
  const changeFilters = useCallback(
    (changes: Partial<Filters>) => show({ ...view, filters: { ...view.filters, ...changes } }, 'filter'),
    [show, view],
  );
  const changeSort = useCallback(() => show({ ...view, sort: nextSortDirection(view.sort) }, 'sort'), [show, view]);
  return { changeFilters, changeSort };
}

function useTrackerCommands<Kind extends string>(
  dispatch: (action: ListTrackerAction<ListQuestion<Kind>>) => void,
  startInteraction: (name: TimedInteraction) => void,
  timedAs: TimedList,
) {
  // A checkbox's handler calls it before the change it times.
  const timeToggle = useCallback(() => startInteraction(`${timedAs}:toggle`), [startInteraction, timedAs]);
  const dialogs = useMemo(
    () => ({
      setDeleteMode: (active: boolean) => dispatch({ type: 'setDeleteMode', active }),
      openNotes: (rowId: string) => dispatch({ type: 'openNotes', rowId }),
      closeNotes: () => dispatch({ type: 'closeNotes' }),
      ask: (question: ListQuestion<Kind>) => dispatch({ type: 'ask', question }),
      /** A row's bin: asks first. */
      requestDelete: (rowId: string) => dispatch({ type: 'ask', question: { kind: 'deleteOne', rowId } }),
      askToDeleteSelected: () => dispatch({ type: 'ask', question: { kind: 'deleteSelected' } }),
      closeQuestion: () => dispatch({ type: 'closeQuestion' }),
    }),
    [dispatch],
  );
  return { timeToggle, ...dialogs };
}
