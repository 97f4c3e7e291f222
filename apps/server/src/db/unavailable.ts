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
