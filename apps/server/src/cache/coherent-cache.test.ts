import { describe, expect, it } from 'vitest';
import { CoherentCache, type Loaded } from './coherent-cache';

/** A load whose answer the test releases when it chooses, counting how often it ran. */
function controlledLoad<Value>(value: Value, owner = 'ava') {
  const release: Array<() => void> = [];
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<Loaded<Value>>((resolve) => release.push(() => resolve({ value, owner })));
    },
    releaseAll: () => release.splice(0).forEach((resolve) => resolve()),
    get calls() {
      return calls;
    },
  };
}

function trustedCache<Value>(capacity = 100, weigh?: (value: Value) => number) {
  const cache = new CoherentCache<Value>({ capacity, weigh });
  cache.setTrusted(true);
  return cache;
}

describe('CoherentCache', () => {
  it('loads once, then answers from memory until the owner is forgotten', async () => {
    const cache = trustedCache<string>();
    let loads = 0;
    const load = async () => ({ value: `list ${++loads}`, owner: 'ava' });

    expect(await cache.get('ava', load)).toBe('list 1');
    expect(await cache.get('ava', load)).toBe('list 1');
    cache.forgetOwner('ava');
    expect(await cache.get('ava', load)).toBe('list 2');
  });

  it('forgets every key of an owner, and only that owner', async () => {
    const cache = trustedCache<string>();
    await cache.get('token-1', async () => ({ value: 'ava on the phone', owner: 'ava' }));
    await cache.get('token-2', async () => ({ value: 'ava on the laptop', owner: 'ava' }));
    await cache.get('token-3', async () => ({ value: 'ben', owner: 'ben' }));

    cache.forgetOwner('ava');
    expect(cache.ownerOf('token-1')).toBeUndefined();
    expect(cache.ownerOf('token-2')).toBeUndefined();
    expect(cache.ownerOf('token-3')).toBe('ben');
  });

  it('does not keep a load that an invalidation overtook, since it may have read the rows before the change', async () => {
    const cache = trustedCache<string>();
    const before = controlledLoad('before the change');
    const pending = cache.get('ava', before.load);
    cache.forgetOwner('ava');
    before.releaseAll();
    expect(await pending).toBe('before the change');

    expect(await cache.get('ava', async () => ({ value: 'after the change', owner: 'ava' }))).toBe('after the change');
  });

  it("keeps a load that only another user's invalidation overlapped", async () => {
    const cache = trustedCache<string>();
    const avasList = controlledLoad('ava before ben wrote', 'ava');
    const pending = cache.get('ava', avasList.load);
    cache.forgetOwner('ben');
    avasList.releaseAll();
    expect(await pending).toBe('ava before ben wrote');

    expect(await cache.get('ava', async () => ({ value: 'not loaded: kept', owner: 'ava' }))).toBe(
      'ava before ben wrote',
    );
  });

  it("does not keep a load that its user's invalidation overtook, among other users' loads and invalidations", async () => {
    const cache = trustedCache<string>();
    const avasList = controlledLoad('ava before her change', 'ava');
    const bensList = controlledLoad('ben', 'ben');
    const avaPending = cache.get('ava', avasList.load);
    cache.forgetOwner('cal');
    const benPending = cache.get('ben', bensList.load);
    cache.forgetOwner('ava');
    cache.forgetOwner('dee');
    bensList.releaseAll();
    await benPending;
    avasList.releaseAll();
    expect(await avaPending).toBe('ava before her change');

    expect(cache.ownerOf('ben')).toBe('ben');
    expect(cache.ownerOf('ava')).toBeUndefined();
    expect(await cache.get('ava', async () => ({ value: 'ava after her change', owner: 'ava' }))).toBe(
      'ava after her change',
    );
  });

  it('does not keep a load that began before the invalidations were trusted again', async () => {
    const cache = trustedCache<string>();
    cache.setTrusted(false);
    const during = controlledLoad('read while announcements were lost');
    const pending = cache.get('ava', during.load);
    cache.setTrusted(true);
    during.releaseAll();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('lets concurrent misses share one load, but not across an invalidation', async () => {
    const cache = trustedCache<string>();
    const first = controlledLoad('first');
    const answers = [cache.get('ava', first.load), cache.get('ava', first.load)];
    first.releaseAll();
    expect(await Promise.all(answers)).toEqual(['first', 'first']);
    expect(first.calls).toBe(1);

    cache.forgetOwner('ava');
    const stale = controlledLoad('stale');
    const fresh = controlledLoad('fresh');
    const staleAnswer = cache.get('ava', stale.load);
    cache.forgetOwner('ava');
    const freshAnswer = cache.get('ava', fresh.load);
    stale.releaseAll();
    fresh.releaseAll();
    expect(await staleAnswer).toBe('stale');
    expect(await freshAnswer).toBe('fresh');
    expect(fresh.calls).toBe(1);
    expect(await cache.get('ava', stale.load)).toBe('fresh');
  });

  it('keeps nothing that a load did not find', async () => {
    const cache = trustedCache<string>();
    let loads = 0;
    const findNothing = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.get('unknown-token', findNothing)).toBeNull();
    expect(await cache.get('unknown-token', findNothing)).toBeNull();
    expect(loads).toBe(2);
  });

  it('keeps nothing while invalidations are not arriving, and drops what it had when they stop', async () => {
    const cache = new CoherentCache<string>({ capacity: 10 });
    let loads = 0;
    const load = async () => ({ value: `list ${++loads}`, owner: 'ava' });

    await cache.get('ava', load);
    expect(await cache.get('ava', load)).toBe('list 2');

    cache.setTrusted(true);
    await cache.get('ava', load);
    expect(cache.size).toBe(1);
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    expect(await cache.get('ava', load)).toBe('list 4');
  });

  it('stays within its capacity by dropping the least recently used entries', async () => {
    const cache = trustedCache<string>(10, (value) => value.length);
    const put = (key: string, value: string) => cache.get(key, async () => ({ value, owner: key }));
    await put('ava', 'aaaa');
    await put('ben', 'bbbb');
    await put('ava', 'not loaded: ava is cached');
    await put('cal', 'cccc');

    expect(cache.ownerOf('ben')).toBeUndefined();
    expect(cache.ownerOf('ava')).toBe('ava');
    expect(cache.ownerOf('cal')).toBe('cal');

    await put('dee', 'a value larger than the whole cache');
    expect(cache.ownerOf('dee')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
