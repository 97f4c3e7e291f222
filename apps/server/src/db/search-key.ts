import { sql, type SQL } from 'drizzle-orm';

/**
 * Letters with an accent and their plain letter, both cases: a search for "Zoe" finds "Zoé". PostgreSQL's
 * translate() is immutable, so a generated column can hold the folded text (unaccent() is not, and is one more
 * extension). Both cases are listed since lower() leaves accented capitals alone under the C locale.
 */
const accented = 'ÀÁÂÃÄÅĀĂĄÇĆĈĊČÈÉÊËĒĔĖĘĚÌÍÎÏĨĪĬĮÑŃŅŇÒÓÔÕÖØŌŎŐŚŜŞŠÙÚÛÜŨŪŬŮŰŲÝŸŹŻŽĞĜĠĢ';
const plain = 'AAAAAAAAACCCCCEEEEEEEEEIIIIIIIINNNNOOOOOOOOOSSSSUUUUUUUUUUYYZZZGGGG';
const lowerAccented = accented.toLowerCase();

/** A SQL string literal of our own constants (no quote in them), so an index expression holds no parameter. */
const literal = (text: string) => sql.raw(`'${text}'`);
const from = literal(accented + lowerAccented);
const to = literal(plain + plain.toLowerCase());

/**
 * The text a name is searched by: accents folded, then lower case. The searched tables keep it as a stored column
 * (search_text, under a trigram index), since folding costs too much to do on thousands of rows per query; a query
 * folds its own text the same way.
 */
export function searchKey(text: SQL): SQL {
  return sql`lower(translate(${text}, ${from}, ${to}))`;
}
