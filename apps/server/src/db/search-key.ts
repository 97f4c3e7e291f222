import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * Letters with an accent and their plain letter, both cases: a search for "Zoe" finds "Zoé". PostgreSQL's
 * translate() is immutable, so an index can hold the folded text (unaccent() is not, and is one more extension).
 */
const accented = 'ÀÁÂÃÄÅĀĂĄÇĆĈĊČÈÉÊËĒĔĖĘĚÌÍÎÏĨĪĬĮÑŃŅŇÒÓÔÕÖØŌŎŐŚŜŞŠÙÚÛÜŨŪŬŮŰŲÝŸŹŻŽĞĜĠĢ';
const plain = 'AAAAAAAAACCCCCEEEEEEEEEIIIIIIIINNNNOOOOOOOOOSSSSUUUUUUUUUUYYZZZGGGG';
const lowerAccented = accented.toLowerCase();

/** A SQL string literal of our own constants (no quote in them), so an index expression holds no parameter. */
const literal = (text: string) => sql.raw(`'${text}'`);
const from = literal(accented + lowerAccented);
const to = literal(plain + plain.toLowerCase());

/**
 * The text a name is searched by: accents folded, then lower case. The trigram indexes on names are built on this
 * very expression, and a query must use it as is for the planner to pick them.
 */
export function searchKey(text: Column | SQL): SQL {
  return sql`lower(translate(${text}, ${from}, ${to}))`;
}
