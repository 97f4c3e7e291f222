import type { Context } from 'hono';
import { isUuid } from '../uuid';
import { notFound } from '../errors';

/**
 * A row id from the path. PostgreSQL refuses to cast a malformed uuid (a 500 if it got that far), and such an
 * id can name no row, so it is answered like an unknown one: 404 `{what} was not found.`
 */
export function uuidParam(c: Context, name: string, what: string): string {
  const value = c.req.param(name) ?? '';
  if (!isUuid(value)) throw notFound(what);
  return value.toLowerCase();
}
