import { z } from 'zod';
import { idempotencyKeyPattern } from '../idempotency';
import { rowIdPattern } from './endpoint';

/**
 * The `{id}` of a row's path. An id that is not a uuid can name no row, so it fails with `what was not found.`
 * and the server answers it 404 like an unknown id (PostgreSQL would refuse to cast it).
 */
export function rowIdParams(what: string) {
  const params = z.object({
    id: z
      .string()
      .regex(rowIdPattern, `${what} was not found.`)
      .meta({ param: { name: 'id', in: 'path' }, format: 'uuid', description: `The ${what.toLowerCase()}'s id.` }),
  });
  rowKinds.set(params, what);
  return params;
}

const rowKinds = new WeakMap<z.ZodObject, string>();

/** The kind of row a route's `{id}` names ('Client', 'Lead'…), for checks that treat every such route alike. */
export function rowKindOf(params: z.ZodObject | undefined): string | undefined {
  return params ? rowKinds.get(params) : undefined;
}

/** The optional `Idempotency-Key` of a POST that creates a row (packages/core/src/idempotency.ts). */
export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(idempotencyKeyPattern, 'The Idempotency-Key must be 1 to 255 visible ASCII characters.')
    .optional()
    .meta({
      param: { name: 'idempotency-key', in: 'header' },
      description: 'Sending the same key again with the same request returns the first answer, creating nothing.',
    }),
});
