import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Database } from './client';
import { errorChain } from './errors';

export const databaseUnavailableMessage = 'The database cannot be reached right now. Please try again in a moment.';

/**
 * Whether an error means the database cannot be reached right now (it restarted, failed over, a proxy cut the
 * connection, or it refuses connections), as opposed to a query that is wrong. The first is answered 503
 * NOT_READY and heals by itself once the database is back; the second is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (unavailableErrnos.has(code) || unavailableSqlStates(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** Class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections). */
function unavailableSqlStates(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/**
 * What node-postgres says when a connection ends under it or a pool cannot get one in time, and what PostgreSQL says
 * while it refuses connections to the database (its SQLSTATE, 55000, is shared with unrelated errors).
 */
const unavailableMessages = [
  /is not currently accepting connections/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

export interface DatabaseOutages {
  /** A request found the database unreachable (it is answered 503): the first of an outage logs it, the rest count. */
  noteUnavailable(error: unknown): void;
  /** Stops watching (the server is closing). */
  stop(): void;
}

/** How often `select 1` is tried while the database cannot be reached, to notice that it is back. */
const probeIntervalMs = 1000;

/**
 * Logs a database outage once as it starts and once as it ends (warn, with how many requests were answered 503 and
 * for how long), rather than each 503 at error level: an outage under load wrote 760 lines in 20 s, drowning
 * whatever else happened. While one lasts, `select 1` is tried every second; the first that succeeds ends it. Each
 * refused request keeps its own line in the request log, at info (http/request-log.ts).
 */
export function watchDatabaseOutages(db: Database, logger: Logger): DatabaseOutages {
  let outage: { startedAt: number; refused: number; probe: NodeJS.Timeout } | undefined;
  let stopped = false;

  const scheduleProbe = () => setTimeout(probe, probeIntervalMs).unref();
  async function probe() {
    if (!outage || stopped) return;
    try {
      await db.execute(sql`select 1`);
    } catch {
      if (outage && !stopped) outage.probe = scheduleProbe();
      return;
    }
    logger.warn(
      { refused: outage.refused, durationMs: Math.round(performance.now() - outage.startedAt) },
      'the database is reachable again',
    );
    outage = undefined;
  }

  return {
    noteUnavailable(error) {
      if (outage) {
        outage.refused += 1;
        return;
      }
      logger.warn({ err: error }, 'the database cannot be reached: requests are answered 503 until it is back');
      if (!stopped) outage = { startedAt: performance.now(), refused: 1, probe: scheduleProbe() };
    },
    stop() {
      stopped = true;
      if (outage) clearTimeout(outage.probe);
    },
  };
}
