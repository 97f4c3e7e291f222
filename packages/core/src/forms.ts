/** Rules shared by the app's forms. */
import { z } from 'zod';
import { isIsoDate } from './dates';
import { maxBulkDeleteIds } from './limits';
import { requiredFieldsMessage } from './texts';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A zod check that reports every blank required field in one message, the way the add forms show it. The
 * fields are listed in the order given (the form's order).
 */
export function requireFields<Input extends Record<string, unknown>>(labels: Partial<Record<keyof Input, string>>) {
  return (input: Input, context: z.RefinementCtx) => {
    const missing = Object.entries(labels)
      .filter(([field]) => isBlank(input[field]))
      .map(([, label]) => String(label));
    const message = requiredFieldsMessage(missing);
    if (message) context.addIssue({ code: 'custom', message, input });
  };
}

/** A calendar date written yyyy-MM-dd, or '' for none. */
export const isoDateOrBlankField = z
  .string({ error: 'Dates must be written yyyy-MM-dd.' })
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'Dates must be real dates written yyyy-MM-dd.');

/** Ids of rows to delete at once (select all in a table of 10,000 is the largest case). */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(z.string({ error: 'Each id must be text.' }).min(1).max(64), { error: 'ids must be a list of ids.' })
    .min(1, 'Select at least one row to delete.')
    .max(maxBulkDeleteIds, `At most ${maxBulkDeleteIds} rows can be deleted at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once.'),
});
export type BulkDeleteRequest = z.infer<typeof bulkDeleteSchema>;
export const bulkDeleteResultSchema = z.object({ deleted: z.number().int() }).meta({ id: 'BulkDeleteResult' });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

/** One of `options`, or '' for "not chosen yet" (so a required-fields check can name it); anything else is refused. */
export function optionOrBlankField<const Options extends readonly [string, ...string[]]>(
  options: Options,
  message: string,
) {
  return z.enum(['', ...options] as ['', ...Options], { error: message });
}
