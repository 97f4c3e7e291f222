import { useCallback, useMemo, useState } from 'react';

const noRows: ReadonlySet<string> = new Set();

/** The picked ids that are still in the list; the same set when nothing left it (so callers can compare). */
export function keepListedIds(picked: ReadonlySet<string>, listedIds: readonly string[]): ReadonlySet<string> {
  if (picked.size === 0) return picked;
  const listed = new Set(listedIds);
  for (const id of picked) {
    if (!listed.has(id)) return new Set([...picked].filter((pickedId) => listed.has(pickedId)));
  }
  return picked;
}

/**
 * The rows ticked in a table's delete mode. `allIds` are the rows on offer (after any filter): a row that leaves
 * the list (deleted, or filtered out) is dropped from the selection, so nothing hidden is ever deleted.
 * `toggle` keeps its identity, so memoised rows can take it as a prop.
 */
export function useRowSelection(allIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(noRows);
  const selected = useMemo(() => keepListedIds(picked, allIds), [picked, allIds]);
  // React's "adjust state while rendering": one extra render, no effect, and the pruned set is stable.
  if (selected !== picked) setPicked(selected);

  const toggle = useCallback((id: string) => {
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(noRows), []);

  const allSelected = allIds.length > 0 && selected.size === allIds.length;
  const toggleAll = useCallback(() => setPicked(allSelected ? noRows : new Set(allIds)), [allSelected, allIds]);
  const isSelected = useCallback((id: string) => selected.has(id), [selected]);

  return {
    selected,
    isSelected,
    toggle,
    toggleAll,
    allSelected,
    someSelected: selected.size > 0 && !allSelected,
    clear,
  };
}
