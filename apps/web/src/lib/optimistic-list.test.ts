import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optimisticList, restoreFields, type ItemChange, type Rollback } from './optimistic-list';
import type { ListPage } from './windowed-list';

interface Row {
  id: string;
  title: string;
  done: boolean;
}

const listKey = ['rows'] as const;
const row = (id: string, changes: Partial<Row> = {}): Row => ({ id, title: id.toUpperCase(), done: false, ...changes });

/** The list in a fresh cache; null: not read yet. */
function cachedRows(rows: Row[] | null = [row('a'), row('b')]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (rows) queryClient.setQueryData(listKey, rows);
  const list = optimisticList<Row>(queryClient, listKey);
  return { queryClient, list, rows: () => queryClient.getQueryData<Row[]>(listKey) };
}

const tick: ItemChange<Row> = { apply: (item) => ({ ...item, done: true }), revert: restoreFields(['done']) };

/** A promise the test settles by hand, standing in for the server's answer. */
function answerLater<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A change to the list under way, as useMutation runs it, with the list's key as its mutation key. */
function startChange(queryClient: QueryClient, onSuccess: (saved: Row) => void) {
  const answer = answerLater<Row>();
  const observer = new MutationObserver(queryClient, {
    mutationKey: listKey,
    mutationFn: () => answer.promise,
    onSuccess,
  });
  const settled = observer.mutate().catch(() => undefined);
  return { answer, settled };
}

describe('an optimistic list', () => {
  it('adds, updates one item and removes, and leaves a list not read yet alone', () => {
    const { list, rows } = cachedRows();
    list.add(row('new'), 'first');
    list.add(row('end'), 'last');
    list.updateItem('a', (item) => ({ ...item, title: 'Renamed' }));
    list.remove(['b', 'end']);
    expect(rows()).toEqual([row('new'), row('a', { title: 'Renamed' })]);

    const unread = cachedRows(null);
    unread.list.add(row('x'), 'first');
    unread.list.remove(['x']);
    expect(unread.rows()).toBeUndefined();
  });

  it('shows a change at once and takes back only its own fields', async () => {
    const { list, rows } = cachedRows();
    const rollback = await list.changeItem('a', tick);
    expect(rows()?.[0]).toEqual(row('a', { done: true }));

    // A newer change to another field of the same item, made while the first was under way.
    list.updateItem('a', (item) => ({ ...item, title: 'Renamed' }));
    rollback();
    expect(rows()).toEqual([row('a', { title: 'Renamed' }), row('b')]);
  });

  it('has nothing to take back for an item that is not in the list', async () => {
    const { list, rows } = cachedRows();
    const rollback: Rollback = await list.changeItem('gone', tick);
    rollback();
    expect(rows()).toEqual([row('a'), row('b')]);
  });

  it('stops a read under way, so its answer does not land on top of the change', async () => {
    const { queryClient, list, rows } = cachedRows();
    const staleAnswer = answerLater<Row[]>();
    const read = queryClient.fetchQuery({ queryKey: listKey, queryFn: () => staleAnswer.promise }).catch(() => null);
    await list.changeItem('a', tick);
    staleAnswer.resolve([row('a'), row('b')]);
    await read;
    expect(rows()?.[0]?.done).toBe(true);
  });

  it("keeps the server's answer only when no newer change is still under way", async () => {
    const { queryClient, list, rows } = cachedRows();
    const first = startChange(queryClient, (saved) => list.keepServerAnswer(saved));
    const second = startChange(queryClient, (saved) => list.keepServerAnswer(saved));
    list.updateItem('a', (item) => ({ ...item, title: 'Newest' }));

    first.answer.resolve(row('a', { title: 'Older answer' }));
    await first.settled;
    expect(rows()?.[0]?.title).toBe('Newest');

    second.answer.resolve(row('a', { title: 'Saved' }));
    await second.settled;
    expect(rows()?.[0]?.title).toBe('Saved');
  });

  it('reads the list again only once the last pending change settles', async () => {
    const { queryClient, list } = cachedRows();
    const isInvalidated = () => queryClient.getQueryState(listKey)?.isInvalidated;
    const first = startChange(queryClient, () => void list.readAgainWhenIdle());
    const second = startChange(queryClient, () => void list.readAgainWhenIdle());

    first.answer.resolve(row('a'));
    await first.settled;
    expect(isInvalidated()).toBe(false);

    second.answer.resolve(row('a'));
    await second.settled;
    expect(isInvalidated()).toBe(true);
  });
});

describe('restoreFields', () => {
  it('puts back the named fields from before and keeps the rest as they are now', () => {
    const revert = restoreFields<Row>(['done']);
    expect(revert(row('a', { done: true, title: 'Now' }), row('a'))).toEqual(row('a', { title: 'Now' }));
  });
});

describe('a list too long to keep whole (its views as pages)', () => {
  const pagesKey = ['rows', 'view'] as const;
  const pageOf = (query: string, rows: Row[], offset = 0): ListPage<Row> => ({
    query,
    rows,
    total: 300,
    window: { offset, matching: 300 },
    focusIndex: null,
  });

  function cachedPages() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData([...pagesKey, '', 'first'], pageOf('', [row('a'), row('b')]));
    queryClient.setQueryData([...pagesKey, 'sort=asc', 1], pageOf('sort=asc', [row('b'), row('c')], 100));
    const list = optimisticList<Row>(queryClient, listKey, pagesKey);
    const page = (key: readonly unknown[]) => queryClient.getQueryData<ListPage<Row>>([...pagesKey, ...key])!;
    return { queryClient, list, page };
  }

  it('shows a change in every page that holds the row, and takes it back from each', async () => {
    const { list, page } = cachedPages();
    const rollback = await list.changeItem('b', tick);
    expect(page(['', 'first']).rows).toEqual([row('a'), row('b', { done: true })]);
    expect(page(['sort=asc', 1]).rows).toEqual([row('b', { done: true }), row('c')]);
    rollback();
    expect(page(['', 'first']).rows[1]).toEqual(row('b'));
    expect(page(['sort=asc', 1]).rows[0]).toEqual(row('b'));
  });

  it('removes a deleted row from each page and reads the pages again, as rows move between windows', () => {
    const { queryClient, list, page } = cachedPages();
    list.remove(['b']);
    expect(page(['', 'first']).rows).toEqual([row('a')]);
    expect(page(['sort=asc', 1]).rows).toEqual([row('c')]);
    expect(queryClient.getQueryState([...pagesKey, 'sort=asc', 1])?.isInvalidated).toBe(true);
  });
});
