import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationFailed } from '../errors';

/** Largest JSON body an endpoint of ours accepts unless it says otherwise; bigger ones are refused before parsing. */
const defaultMaxJsonBytes = 64 * 1024;

/** A bulk delete may list 10,000 uuids (about 400 kB of JSON). */
export const bulkDeleteMaxJsonBytes = 512 * 1024;

export interface ReadJsonOptions {
  /** The largest body this endpoint accepts. */
  maxBytes?: number;
}

/** Reads the JSON body and validates it against `schema`; any malformed input becomes a 4xx, never a 500. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  { maxBytes = defaultMaxJsonBytes }: ReadJsonOptions = {},
): Promise<z.infer<Schema>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  const text = await c.req.text();
  if (text.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(result.error);
  return result.data;
}
