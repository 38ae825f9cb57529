import { sql, type SQL } from "drizzle-orm";
import type { DictColumn } from "./dictionary.types.js";

/**
 * A column of the queried table, which every dictionary query aliases `t`. Names come from the
 * dictionary (or metadata checked against it), never from a request.
 */
export const col = (column: DictColumn | string): SQL =>
  sql`t.${sql.identifier(typeof column === "string" ? column : column.name)}`;
