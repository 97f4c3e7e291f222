import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Each database's time zone names: they change only with a new PostgreSQL. */
const timeZonesOf = new WeakMap<Database, Promise<string>>();

/**
 * The names of pg_timezone_names, comma-separated (no zone name holds a comma), read once per server: that view
 * reads the whole time zone database on every use, about 40 ms on PostgreSQL and far more on PGlite. Scheduled
 * work joins a profile's zone against it, so a zone PostgreSQL does not know falls back to UTC instead of failing.
 */
export function knownTimeZones(db: Database): Promise<string> {
  let timeZones = timeZonesOf.get(db);
  if (!timeZones) {
    timeZones = (
      db.execute(sql`select string_agg(name, ',') as names from pg_timezone_names`) as Promise<{
        rows: { names: string | null }[];
      }>
    ).then((result) => result.rows[0]?.names ?? '');
    // A failed read is tried again on the next use.
    timeZones.catch(() => timeZonesOf.delete(db));
    timeZonesOf.set(db, timeZones);
  }
  return timeZones;
}
