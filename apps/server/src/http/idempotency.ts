import type { Context } from 'hono';
import type { IdempotentRequest } from '../records/idempotent-create';
import type { AppBindings } from './context';

/** The parts of a signed-in request that decide whether it repeats an earlier one (records/idempotent-create.ts). */
export async function idempotentRequest(c: Context<AppBindings>, operation: string): Promise<IdempotentRequest> {
  // Parsed and cached by the contract's validator; an endpoint without a body has none to read.
  const body: unknown = await c.req.json().catch(() => undefined);
  return {
    scope: c.get('userId'),
    operation,
    key: c.req.header('idempotency-key'),
    request: { path: c.req.path, body },
  };
}

/** Says that the answer is the one stored for the key, not a new one. */
export function markReplayed(c: Context<AppBindings>, replayed: boolean): void {
  if (replayed) c.header('Idempotency-Replayed', 'true');
}
