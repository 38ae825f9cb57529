import { sql, type SQL } from "drizzle-orm";
import { col } from "./column-sql.js";
import type { DictColumn } from "./dictionary.types.js";

/** LIKE wildcards and the escape character, escaped so user text matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** `%text%`: the text anywhere in the value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * How a text search matches one column. An identifier (a record number such as `BR-0123457`)
 * matches from its start or from its end, case-insensitively: `BR-01234`, `123457` and
 * `br-0123457` find it. Both are btree range scans (indexes on `upper(col)` and
 * `reverse(upper(col))` with text_pattern_ops). A contains-match over numbers that all share a
 * prefix is what a trigram index serves worst: every row holds the prefix's trigrams, so one rare
 * number read ~580 index pages on 1M requests (bench/search). Other text matches anywhere
 * (`ilike '%…%'`, served by a trigram index where the table has one).
 */
export function textMatchSql(column: DictColumn, text: string): SQL {
  const c = col(column);
  if (!column.identifier) return sql`${c}::text ilike ${containsPattern(text)}`;
  // Upper-cased here, not by SQL, so each pattern reaches the planner as a constant prefix it can
  // turn into an index range; identifiers are ASCII, where JS and PostgreSQL agree on upper case.
  const value = text.toUpperCase();
  const reversed = [...value].reverse().join("");
  return sql`(upper(${c}) like ${`${escapeLike(value)}%`} or reverse(upper(${c})) like ${`${escapeLike(reversed)}%`})`;
}
