import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/client.js";

const dialect = new PgDialect();

/**
 * The database as the app sees it, counting the statements that read activity events (the feed's
 * union of its sources): what the database itself would see from the outside.
 */
export function countingEventReads(database: Database): {
  database: Database;
  reads: () => number;
  reset(): void;
} {
  let reads = 0;
  const db = new Proxy(database.db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "execute")
        return (query: SQL) => {
          if (/ as occurred_at/.test(dialect.sqlToQuery(query).sql)) reads += 1;
          return target.execute(query);
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as Db;
  return { database: { ...database, db }, reads: () => reads, reset: () => (reads = 0) };
}
