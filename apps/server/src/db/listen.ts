import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Logger } from '../logger';
import type { DatabaseHandle, DatabaseTarget } from './client';

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /**
   * Whether messages are reaching this process: true once listening (again), false when the connection drops.
   * Anything that relies on the messages must not trust itself while it is false: messages sent meanwhile are lost.
   */
  onConnectionChange?(listening: boolean): void;
}

/** The server's LISTEN side: one subscriber per channel; stopping it is for the server's shutdown. */
export interface ChannelListener {
  /** Starts listening on `channel`; resolves once listening (or, while the connection is down, once it returns). */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  close(): Promise<void>;
}

/** The listener's connection names itself, so it can be told apart in pg_stat_activity. */
export const listenerApplicationName = 'shutterdesk-listener';

const reconnectDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

/**
 * LISTEN for the whole server: on PostgreSQL one connection of its own carries every channel, so NOTIFY from any
 * server of the cluster arrives; on PGlite in-process, where PGlite hands each NOTIFY to its listeners before the
 * notifying query resolves.
 */
export async function startChannelListener(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  logger: Logger,
): Promise<ChannelListener> {
  if (target.kind === 'postgres') return listenOnPostgres(target.url, logger);
  // Drizzle keeps the PGlite instance it wraps as $client.
  const pglite = (handle.db as unknown as { $client: PGlite }).$client;
  const stops: Array<() => Promise<void>> = [];
  return {
    async listen(channel, handlers) {
      stops.push(await pglite.listen(channel, handlers.onMessage));
      handlers.onConnectionChange?.(true);
    },
    async close() {
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  };
}

/** A connection of its own (a pooled one would be handed to queries); reconnects with backoff if it drops. */
async function listenOnPostgres(url: string, logger: Logger): Promise<ChannelListener> {
  const { default: pg } = await import('pg');
  const subscriptions = new Map<string, ChannelHandlers>();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: listenerApplicationName });
    next.on('notification', (message) => subscriptions.get(message.channel)?.onMessage(message.payload ?? ''));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'channel listener connection failed');
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      for (const handlers of subscriptions.values()) handlers.onConnectionChange?.(false);
      scheduleReconnect();
    });
    await next.connect();
    for (const channel of subscriptions.keys()) await next.query(`listen ${channel}`);
    client = next;
    attempt = 0;
    for (const handlers of subscriptions.values()) handlers.onConnectionChange?.(true);
  }

  function scheduleReconnect() {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'channel listener could not reconnect');
        if (!closed) scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return {
    async listen(channel, handlers) {
      subscriptions.set(channel, handlers);
      // While the connection is down, the reconnect listens on every channel and reports it.
      if (!client) return;
      await client.query(`listen ${channel}`);
      handlers.onConnectionChange?.(true);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
