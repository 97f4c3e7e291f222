import type { ChannelListener } from '../db/listen';
import { CoherentCache, type CoherentCacheOptions } from './coherent-cache';

/**
 * The channel the database's own triggers NOTIFY on (migration 0005_cache_invalidation) with "<topic>:<user id>"
 * whenever rows a cache is built from change, whoever changes them: this server, another one, a CLI, a cascade.
 */
export const cacheInvalidationChannel = 'shutterdesk_cache_invalidation';

/**
 * `session`: a user's sessions or access changed (session rows updated or deleted; profiles.is_banned or is_admin;
 * users.two_factor_enabled or email).
 * `clients`: a user's clients changed (inserted, updated or deleted).
 * `leads`: a user's leads changed (inserted, updated or deleted; since 0016_windowed_lists).
 */
export type CacheTopic = 'session' | 'clients' | 'leads';

export interface CacheInvalidation {
  /** A new cache whose entries of a user are dropped whenever the database announces a change of `topic`. */
  createCache<Value>(topic: CacheTopic, options: CoherentCacheOptions<Value>): CoherentCache<Value>;
  /** Drops a user's entries from the caches of `topic` at once, as the database's announcement will. */
  forgetOwner(topic: CacheTopic, owner: string): void;
  /** Calls `listener` with the user each time their entries of `topic` are dropped; returns the unsubscribe. */
  onForget(topic: CacheTopic, listener: (owner: string) => void): () => void;
  /** Whether the announcements are arriving; while they are not, the caches keep nothing. */
  readonly listening: boolean;
  /** Drops and stops keeping everything; the channel listener itself stops with the server. */
  close(): void;
}

/** Listens for the triggers' announcements and hands each to the caches of its topic (docs/decisions/0007). */
export async function startCacheInvalidation(channels: ChannelListener): Promise<CacheInvalidation> {
  const cachesByTopic = new Map<string, CoherentCache<unknown>[]>();
  const forgetListeners = new Map<string, Set<(owner: string) => void>>();
  let listening = false;
  const forgetOwner = (topic: string, owner: string) => {
    for (const cache of cachesByTopic.get(topic) ?? []) cache.forgetOwner(owner);
    // After the caches, so a listener that reads again reads the database.
    for (const listener of forgetListeners.get(topic) ?? []) listener(owner);
  };

  await channels.listen(cacheInvalidationChannel, {
    onMessage(payload) {
      const separator = payload.indexOf(':');
      forgetOwner(payload.slice(0, separator), payload.slice(separator + 1));
    },
    onConnectionChange(nowListening) {
      listening = nowListening;
      for (const caches of cachesByTopic.values()) for (const cache of caches) cache.setTrusted(nowListening);
    },
  });

  return {
    createCache<Value>(topic: CacheTopic, options: CoherentCacheOptions<Value>) {
      const cache = new CoherentCache<Value>(options);
      cache.setTrusted(listening);
      cachesByTopic.set(topic, [...(cachesByTopic.get(topic) ?? []), cache as CoherentCache<unknown>]);
      return cache;
    },
    forgetOwner,
    onForget(topic, listener) {
      const listeners = forgetListeners.get(topic) ?? new Set();
      listeners.add(listener);
      forgetListeners.set(topic, listeners);
      return () => listeners.delete(listener);
    },
    get listening() {
      return listening;
    },
    close() {
      for (const caches of cachesByTopic.values()) for (const cache of caches) cache.setTrusted(false);
    },
  };
}
