/** What every long list's query and answer share (docs/decisions/0011): the window, the sort, a month or a year. */
import { z } from 'zod';
import { listMaxOffset, listWindowMaxRows } from './limits';

/**
 * Where the rows of a long list's answer stand: one window of the rows that pass the filters, in the asked order
 * (docs/decisions/0011).
 */
export const listWindowSchema = z.object({
  /** The position of the first row of the answer among the matching rows. */
  offset: z.number().int().min(0),
  /** How many rows pass the filters. */
  matching: z.number().int().min(0),
});
export type ListWindow = z.infer<typeof listWindowSchema>;

const yearQueryPattern = /^[1-9]\d{3}$/;
const monthQueryPattern = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** A whole month or year of a date, as a list's query names it: `month=2026-11` or `year=2026`. */
export const monthOrYearQueryShape = {
  month: z
    .string({ error: 'month must be written yyyy-MM.' })
    .regex(monthQueryPattern, 'month must be written yyyy-MM, e.g. 2026-11.')
    .optional(),
  year: z
    .string({ error: 'year must be a four-digit year.' })
    .regex(yearQueryPattern, 'year must be a four-digit year, e.g. 2026.')
    .optional(),
};

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`)
    .optional();

/** The sort and the window a list's query may ask for; without offset and limit, a short list comes whole. */
export const listWindowQueryShape = {
  sort: z.enum(['asc', 'desc'], { error: 'sort must be asc or desc.' }).optional(),
  offset: wholeNumber('offset', 0, listMaxOffset),
  limit: wholeNumber('limit', 1, listWindowMaxRows),
};
