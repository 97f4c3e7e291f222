import { z } from 'zod';
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
