/** What a failed query's error may carry: the driver's SQLSTATE code, its constraint, its message. */
export interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/**
 * An error and the errors it wraps, outermost first: Drizzle wraps the driver's error ("Failed query: …") as its
 * cause, so the SQLSTATE sits one level down.
 */
export function* errorChain(error: unknown): Generator<DatabaseErrorFields> {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as DatabaseErrorFields;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Deadlock detected (40P01) and serialization failure (40001): PostgreSQL ended the transaction and asks for a retry. */
const conflictSqlStates = new Set(['40P01', '40001']);
const transactionAttempts = 3;

/**
 * Runs a transaction again when PostgreSQL ended it to break a deadlock or a serialisation conflict with another
 * one (up to three tries). A deadlock is no one's mistake: two requests that lock the same rows in another order,
 * such as deleting an account while a Stripe webhook updates its subscription, each get through on a retry. Only
 * for work whose every effect is in the transaction, since a failed try must leave nothing behind.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      const isConflict = [...errorChain(error)].some(
        ({ code }) => typeof code === 'string' && conflictSqlStates.has(code),
      );
      if (!isConflict || attempt >= transactionAttempts) throw error;
    }
  }
}
