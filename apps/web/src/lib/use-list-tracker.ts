import { useCallback, useMemo, useReducer } from 'react';
import { useInteractionTiming, type TimedInteraction, type TimedList } from './interaction-timing';
import {
  findRow,
  initialListTrackerState,
  listTrackerReducer,
  type ListQuestion,
  type ListTrackerAction,
} from './list-tracker';
import type { SortDirection } from './sort-direction';
import { useRowSelection } from './use-row-selection';

export interface ListTrackerOptions<Row, Filters> {
  rows: readonly Row[];
  noFilters: Filters;
  /** The filtered rows in the chosen order; module-level, so they are worked out again only when these change. */
  rowsToShow: (rows: readonly Row[], filters: Filters, sort: SortDirection) => readonly Row[];
  /** The name `npm run bench` reads this list's filter, sort and toggle timings under. */
  timedAs: TimedList;
}

/**
 * The state Client Flow and Lead Flow share (lib/list-tracker.ts), the rows it shows, their selection, and the
 * timing of each filter, sort and toggle. `Kind` names the questions a list asks besides deleting. Every
 * function returned keeps its identity, so memoised rows can take them.
 */
export function useListTracker<Row extends { id: string }, Filters, Kind extends string = never>({
  rows,
  noFilters,
  rowsToShow,
  timedAs,
}: ListTrackerOptions<Row, Filters>) {
  const [state, dispatch] = useReducer(
    listTrackerReducer<Filters, ListQuestion<Kind>>,
    noFilters,
    initialListTrackerState<Filters, ListQuestion<Kind>>,
  );
  const { filters, sort, deleteMode } = state;
  const shown = useMemo(() => rowsToShow(rows, filters, sort), [rowsToShow, rows, filters, sort]);
  const shownIds = useMemo(() => shown.map((row) => row.id), [shown]);
  const selection = useRowSelection(shownIds);
  const startInteraction = useInteractionTiming(shown);
  const commands = useTrackerCommands<Filters, Kind>(dispatch, startInteraction, timedAs);
  return {
    ...state,
    ...commands,
    rows,
    shown,
    selection,
    notesRow: findRow(rows, state.notesRowId),
    /** What a list's table takes of this state. */
    tableControls: {
      sort,
      onSortChange: commands.changeSort,
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

export type ListTracker<Row extends { id: string }, Filters, Kind extends string = never> = ReturnType<
  typeof useListTracker<Row, Filters, Kind>
>;

function useTrackerCommands<Filters, Kind extends string>(
  dispatch: (action: ListTrackerAction<Filters, ListQuestion<Kind>>) => void,
  startInteraction: (name: TimedInteraction) => void,
  timedAs: TimedList,
) {
  const changeFilters = useCallback(
    (changes: Partial<Filters>) => {
      startInteraction(`${timedAs}:filter`);
      dispatch({ type: 'changeFilters', changes });
    },
    [dispatch, startInteraction, timedAs],
  );
  const changeSort = useCallback(() => {
    startInteraction(`${timedAs}:sort`);
    dispatch({ type: 'nextSort' });
  }, [dispatch, startInteraction, timedAs]);
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
  return { changeFilters, changeSort, timeToggle, ...dialogs };
}
