import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListPage } from './windowed-list';

/** What every list kept in the query cache holds: rows with an id. */
export interface ListItem {
  id: string;
}

/**
 * A change to one item, shown before the server answers. `revert` gets the item as it is when the change fails
 * and as it was before it, and puts back only what `apply` changed: a newer change to other fields stays.
 */
export interface ItemChange<Item> {
  apply: (item: Item) => Item;
  revert: (current: Item, before: Item) => Item;
}

/** Takes an optimistic change back (the mutation's onError calls it). */
export type Rollback = () => void;

const nothingToRollBack: Rollback = () => {};

/** A revert that puts back the named fields as they were before the change. */
export function restoreFields<Item>(fields: readonly (keyof Item)[]): ItemChange<Item>['revert'] {
  return (current, before) => {
    const restored = { ...current };
    for (const field of fields) restored[field] = before[field];
    return restored;
  };
}

/**
 * One list of the query cache (clients, leads, a dashboard's tasks) as its changes see it. Every change to the
 * list must use `queryKey` as its mutation key too: that is how a settling change knows whether another one is
 * still under way, and so whether the server's answer (or a fresh read) may replace what is on view.
 */
export interface OptimisticList<Item extends ListItem> {
  readonly queryKey: readonly unknown[];
  /** The cached items; undefined before the first read. */
  items(): Item[] | undefined;
  /** Replaces the cached items with `change(items)`; does nothing before the first read. */
  update(change: (items: Item[]) => Item[]): void;
  /** The server's new item, first (newest first) or last (end of its card). */
  add(item: Item, place: 'first' | 'last'): void;
  /** Replaces one item with `change(item)`. */
  updateItem(id: string, change: (item: Item) => Item): void;
  /** Removes items: call it once the server agreed, so a failed delete never hides an item that still exists. */
  remove(ids: Iterable<string>): void;
  /** Stops a read under way, whose answer would land on top of an optimistic change. */
  cancelReads(): Promise<void>;
  /**
   * Shows `change` at once (after stopping reads under way) and returns what takes it back. Returned from a
   * mutation's onMutate, the rollback reaches onError as its third argument.
   */
  changeItem(id: string, change: ItemChange<Item>): Promise<Rollback>;
  /** True while no other change to the list is under way (the settling one still counts). */
  isLastPendingChange(): boolean;
  /**
   * Puts the server's answer in place of the item, unless a newer change is still under way: its optimistic
   * state stays on view until it settles. The list itself is not read again (10,000 rows on Client Flow).
   */
  keepServerAnswer(saved: Item): void;
  /** Reads the (small) list again once the last pending change has settled, for what the server worked out. */
  readAgainWhenIdle(): Promise<void>;
}

/**
 * `pagesKey`, for a list that may be too long to keep whole (lib/windowed-list.ts): the prefix of its views'
 * pages, whose rows each change reaches too. Rows added or removed move the others between windows and change
 * the counts, so those pages are read again.
 */
export function optimisticList<Item extends ListItem>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  pagesKey?: readonly unknown[],
): OptimisticList<Item> {
  const changePages = (change: (items: Item[]) => Item[]) => {
    if (!pagesKey) return;
    queryClient.setQueriesData<ListPage<Item>>({ queryKey: pagesKey }, (page) =>
      page ? { ...page, rows: change(page.rows) } : page,
    );
  };
  const readPagesAgain = () => {
    if (pagesKey) void queryClient.invalidateQueries({ queryKey: pagesKey });
  };
  const list: OptimisticList<Item> = {
    queryKey,
    items: () => queryClient.getQueryData<Item[]>(queryKey),
    update: (change) => {
      queryClient.setQueryData<Item[]>(queryKey, (items) => (items ? change(items) : items));
    },
    add: (item, place) => {
      list.update((items) => (place === 'first' ? [item, ...items] : [...items, item]));
      readPagesAgain();
    },
    updateItem: (id, change) => {
      const changeOne = (items: Item[]) => items.map((item) => (item.id === id ? change(item) : item));
      list.update(changeOne);
      changePages(changeOne);
    },
    remove: (ids) => {
      const removed = new Set(ids);
      const keep = (items: Item[]) => items.filter((item) => !removed.has(item.id));
      list.update(keep);
      changePages(keep);
      readPagesAgain();
    },
    // Only the whole list: a window read under way is one coming into view, which must not be left unread.
    cancelReads: () => queryClient.cancelQueries({ queryKey, exact: true }),
    changeItem: async (id, { apply, revert }) => {
      await list.cancelReads();
      const before = list.items()?.find((item) => item.id === id) ?? pageItem(queryClient, pagesKey, id);
      list.updateItem(id, apply);
      return before ? () => list.updateItem(id, (current) => revert(current, before)) : nothingToRollBack;
    },
    isLastPendingChange: () => queryClient.isMutating({ mutationKey: queryKey }) <= 1,
    keepServerAnswer: (saved) => {
      if (list.isLastPendingChange()) list.updateItem(saved.id, () => saved);
    },
    readAgainWhenIdle: async () => {
      if (list.isLastPendingChange()) await queryClient.invalidateQueries({ queryKey });
    },
  };
  return list;
}

/** The item with this id in any page under `pagesKey`. */
function pageItem<Item extends ListItem>(
  queryClient: QueryClient,
  pagesKey: readonly unknown[] | undefined,
  id: string,
): Item | undefined {
  if (!pagesKey) return undefined;
  for (const [, page] of queryClient.getQueriesData<ListPage<Item>>({ queryKey: pagesKey })) {
    const item = page?.rows.find((row) => row.id === id);
    if (item) return item;
  }
  return undefined;
}

/** The list under `queryKey` of this app's query cache (and its views' pages under `pagesKey`). */
export function useOptimisticList<Item extends ListItem>(
  queryKey: readonly unknown[],
  pagesKey?: readonly unknown[],
): OptimisticList<Item> {
  const queryClient = useQueryClient();
  return useMemo(() => optimisticList<Item>(queryClient, queryKey, pagesKey), [queryClient, queryKey, pagesKey]);
}
