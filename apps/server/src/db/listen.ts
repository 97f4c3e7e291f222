import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
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

const reconnectDelaysMs = [1000, 2000, 5000, 10_000, 30_000];

/**
 * LISTENs on a PostgreSQL channel: on PostgreSQL with a connection of its own, so NOTIFY from any server of the
 * cluster arrives; on PGlite in-process, where PGlite hands each NOTIFY to its listeners before the notifying
 * query resolves. Returns the function that stops listening.
 */
export async function listenOnChannel(
  handle: DatabaseHandle,
  target: DatabaseTarget,
  channel: string,
  handlers: ChannelHandlers,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (target.kind === 'postgres') return listenOnPostgres(target.url, channel, handlers, logger);
  // Drizzle keeps the PGlite instance it wraps as $client.
  const pglite = (handle.db as unknown as { $client: PGlite }).$client;
  const stop = await pglite.listen(channel, handlers.onMessage);
  handlers.onConnectionChange?.(true);
  return stop;
}

/** A connection of its own (a pooled one would be handed to queries); reconnects with backoff if it drops. */
async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers, logger: Logger) {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => handlers.onMessage(message.payload ?? ''));
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'channel listener connection failed');
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      handlers.onConnectionChange?.(false);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    attempt = 0;
    handlers.onConnectionChange?.(true);
  }

  function scheduleReconnect() {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'channel listener could not reconnect');
        if (!closed) scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
