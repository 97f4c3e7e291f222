import type { Context } from 'hono';
import type { CacheInvalidation, CacheTopic } from '../cache/invalidation';
import { encodeJson, sendEncodedJson, type EncodedJson } from './encoded-json';

/**
 * The read of a list endpoint that sends a short list whole and a long one a window at a time
 * (docs/decisions/0011-windowed-lists.md): Client Flow's and Lead Flow's lists.
 *
 * A short list is kept, serialised, until the database announces a change to the user's rows of `topic`
 * (cache/invalidation.ts) or the user changes them here. A long list's windows are never kept (the windows of one
 * user's 50,000 clients would push everyone else's lists out), but the verdict that the list is long is: the
 * user's next first request then reads its window straight away instead of counting the rows once more.
 */
export interface WindowedListOptions<List, Query> {
  topic: CacheTopic;
  /** The most the cache holds, in bytes of JSON. */
  capacity: number;
  /** The user's whole list, or null when it is longer than the server sends whole. */
  readWhole: (userId: string) => Promise<List | null>;
  readWindow: (userId: string, query: Query) => Promise<List>;
}

/** What the cache keeps for a user whose list is too long to send whole. */
const longList: unique symbol = Symbol('long list');
type KeptList<List> = EncodedJson<List> | typeof longList;

export function windowedListRead<List, Query extends { offset?: number | undefined; limit?: number | undefined }>(
  invalidation: CacheInvalidation,
  { topic, capacity, readWhole, readWindow }: WindowedListOptions<List, Query>,
) {
  const kept = invalidation.createCache<KeptList<List>>(topic, {
    capacity,
    weigh: (list) => (list === longList ? 1 : list.byteLength),
  });
  const readKept = async (userId: string): Promise<{ value: KeptList<List>; owner: string }> => {
    const whole = await readWhole(userId);
    return { value: whole ? encodeJson<List>(whole) : longList, owner: userId };
  };

  return {
    /** The answer to a list request: the whole list when it is short and no window is asked for, else a window. */
    async answer(c: Context, userId: string, query: Query) {
      const askedWhole = query.offset === undefined && query.limit === undefined;
      const whole = askedWhole ? await kept.get(userId, () => readKept(userId)) : longList;
      if (whole !== longList) return sendEncodedJson(c, whole);
      return c.json(await readWindow(userId, query), 200);
    },
    /**
     * After the user changed their rows here, passing `result` through: their next read on this server shows the
     * change even before the database's announcement arrives (other servers learn of it from that announcement).
     */
    changed<Result>(userId: string, result: Result): Result {
      invalidation.forgetOwner(topic, userId);
      return result;
    },
  };
}
