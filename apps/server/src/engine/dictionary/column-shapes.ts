import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { findTable } from "./dictionary.js";

export type ColumnShape = { notNull: boolean; hasDefault: boolean };

const shapes = new WeakMap<PgTable, Map<string, ColumnShape>>();

/** A declared table's columns as its storage defines them (read once per table). */
export function columnShapes(storage: PgTable): Map<string, ColumnShape> {
  let known = shapes.get(storage);
  if (!known) {
    const columns = getTableConfig(storage).columns;
    known = new Map(columns.map((c) => [c.name, { notNull: c.notNull, hasDefault: c.hasDefault }]));
    shapes.set(storage, known);
  }
  return known;
}

/**
 * A NOT NULL column of a declared table: keyset paging may compare rows plainly only when no sort
 * column can be null, and a blank value cannot be stored in it.
 */
export function isNotNull(table: string, column: string): boolean {
  const storage = findTable(table)?.storage;
  return storage ? (columnShapes(storage).get(column)?.notNull ?? false) : false;
}
