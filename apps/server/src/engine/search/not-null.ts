import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema.js";

/**
 * NOT NULL columns per table, read from the drizzle schema: keyset paging may use a plain row
 * comparison only when no sort column can be null.
 */
const NOT_NULL = new Map<string, Set<string>>(
  Object.values(schema).map((table) => {
    const config = getTableConfig(table as PgTable);
    return [config.name, new Set(config.columns.filter((c) => c.notNull).map((c) => c.name))];
  }),
);

export const isNotNull = (table: string, column: string): boolean =>
  NOT_NULL.get(table)?.has(column) ?? false;
