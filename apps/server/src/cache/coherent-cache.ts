/** What a load found: the value, and the user it belongs to (invalidations name users). */
export interface Loaded<Value> {
  value: Value;
  owner: string;
}

export interface CoherentCacheOptions<Value> {
  /** The most the cache holds, in the units of `weigh`; the least recently used entries go first. */
  capacity: number;
  /** An entry's share of the capacity; 1 each by default. */
  weigh?: (value: Value) => number;
}

interface Entry<Value> extends Loaded<Value> {
  weight: number;
}

interface Fill<Value> {
  /** The invalidation count when the load began. */
  startedAt: number;
  promise: Promise<Loaded<Value> | null>;
}

/** Past this many remembered invalidations, those no load in flight can have overlapped are dropped. */
const rememberedInvalidationsToPrune = 1024;

/**
 * An in-process cache of what the database says about a user, kept true by invalidations: every change to the
 * underlying rows, on any server, ends in `forgetOwner` (see cache/invalidation.ts and docs/decisions/0007).
 *
 * A load that overlaps an invalidation of the user it loads for is answered but not kept: it may have read the
 * rows before the change. An invalidation of another user does not stop it being kept, so one user's writes
 * never cost the others their cache. Concurrent misses of one key share one load, unless an invalidation came in
 * between. While the invalidations cannot be trusted to arrive (`setTrusted(false)`), nothing is kept and every
 * read loads.
 */
export class CoherentCache<Value> {
  readonly #entries = new Map<string, Entry<Value>>();
  readonly #keysByOwner = new Map<string, Set<string>>();
  readonly #fills = new Map<string, Fill<Value>>();
  /** Every load in flight, shared or not: what the remembered invalidations are kept for. */
  readonly #loading = new Set<Fill<Value>>();
  /** Each user's latest invalidation (by count), remembered while a load that began before it may be in flight. */
  readonly #invalidatedAt = new Map<string, number>();
  readonly #capacity: number;
  readonly #weigh: (value: Value) => number;
  #weight = 0;
  /** Counts invalidations of anyone, and changes of trust. */
  #invalidations = 0;
  /** The count when the invalidations were last trusted again: a load begun before then is never kept. */
  #trustedSince = 0;
  #trusted = false;

  constructor({ capacity, weigh = () => 1 }: CoherentCacheOptions<Value>) {
    this.#capacity = capacity;
    this.#weigh = weigh;
  }

  /** The value for `key`, from the cache or from `load`; null (never kept) when `load` finds nothing. */
  get(key: string, load: () => Promise<Loaded<Value>>): Promise<Value>;
  get(key: string, load: () => Promise<Loaded<Value> | null>): Promise<Value | null>;
  async get(key: string, load: () => Promise<Loaded<Value> | null>): Promise<Value | null> {
    const entry = this.#entries.get(key);
    if (entry) {
      // Map order is the recency order: move the entry to the back.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.value;
    }
    // Whose rows a load reads is known only once it is done, so only a load no invalidation has overtaken is
    // shared.
    const sharedFill = this.#fills.get(key);
    if (sharedFill?.startedAt === this.#invalidations) return (await sharedFill.promise)?.value ?? null;

    const fill: Fill<Value> = { startedAt: this.#invalidations, promise: load() };
    this.#fills.set(key, fill);
    this.#loading.add(fill);
    try {
      const loaded = await fill.promise;
      if (loaded && this.#keeps(fill, loaded.owner)) this.#store(key, loaded);
      return loaded?.value ?? null;
    } finally {
      if (this.#fills.get(key) === fill) this.#fills.delete(key);
      this.#loading.delete(fill);
      this.#forgetPastInvalidations();
    }
  }

  /** The user a cached entry belongs to, if `key` is cached. */
  ownerOf(key: string): string | undefined {
    return this.#entries.get(key)?.owner;
  }

  /** Drops everything cached for this user, and voids their loads in flight. */
  forgetOwner(owner: string): void {
    this.#invalidations += 1;
    if (this.#loading.size > 0) this.#invalidatedAt.set(owner, this.#invalidations);
    const keys = this.#keysByOwner.get(owner);
    if (!keys) return;
    for (const key of keys) this.#remove(key);
  }

  /** Whether invalidations are arriving; when they stop, everything is dropped and nothing is kept. */
  setTrusted(trusted: boolean): void {
    this.#trusted = trusted;
    this.#invalidations += 1;
    this.#trustedSince = this.#invalidations;
    for (const key of [...this.#entries.keys()]) this.#remove(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether a finished load may be kept: trusted since it began, and its user not invalidated since. */
  #keeps(fill: Fill<Value>, owner: string): boolean {
    if (!this.#trusted || fill.startedAt < this.#trustedSince) return false;
    return (this.#invalidatedAt.get(owner) ?? -1) <= fill.startedAt;
  }

  /** Forgets the invalidations that no load in flight began before. */
  #forgetPastInvalidations() {
    if (this.#loading.size === 0) {
      this.#invalidatedAt.clear();
      return;
    }
    if (this.#invalidatedAt.size < rememberedInvalidationsToPrune) return;
    const oldestStart = Math.min(...[...this.#loading].map((fill) => fill.startedAt));
    for (const [owner, at] of this.#invalidatedAt) if (at <= oldestStart) this.#invalidatedAt.delete(owner);
  }

  #store(key: string, loaded: Loaded<Value>) {
    this.#remove(key);
    const weight = this.#weigh(loaded.value);
    if (weight > this.#capacity) return;
    this.#entries.set(key, { ...loaded, weight });
    this.#weight += weight;
    const keys = this.#keysByOwner.get(loaded.owner) ?? new Set();
    keys.add(key);
    this.#keysByOwner.set(loaded.owner, keys);
    for (const oldest of this.#entries.keys()) {
      if (this.#weight <= this.#capacity) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
    const keys = this.#keysByOwner.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysByOwner.delete(entry.owner);
  }
}
