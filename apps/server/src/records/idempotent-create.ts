import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

export interface IdempotentRequest {
  /** Whose key it is: the signed-in user's id. Keys of different users never meet. */
  scope: string;
  operation: string;
  /** The request's Idempotency-Key; without one the work simply runs. */
  key: string | undefined;
  /** What makes two requests the same: the path and the parsed body. */
  request: unknown;
}

/**
 * Runs `create` once per key: the key is claimed, the row created and the answer stored in one transaction, so a
 * crash between them leaves neither, and a retry with the same key and request gets the stored answer. A second
 * request with the key while the first is still running waits for it (the key's primary key row is locked).
 */
export async function createOnce<Body>(
  db: Database,
  { scope, operation, key, request }: IdempotentRequest,
  create: (db: Database) => Promise<Body>,
): Promise<{ body: Body; replayed: boolean }> {
  if (key === undefined) return { body: await create(db), replayed: false };
  const requestHash = createHash('sha256')
    .update(JSON.stringify(request) ?? '')
    .digest('hex');
  const thisKey = and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, operation, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (earlier?.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      }
      return { body: earlier.response as Body, replayed: true };
    }
    const body = await create(tx as unknown as Database);
    await tx.update(idempotencyKeys).set({ response: body }).where(thisKey);
    return { body, replayed: false };
  });
}
