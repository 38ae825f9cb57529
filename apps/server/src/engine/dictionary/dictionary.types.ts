import type { PgTable } from "drizzle-orm/pg-core";
import type { FieldType } from "@fsm/metadata";

export type DataType = "integer" | "number" | "text" | "date" | "dateTime" | "boolean";

export type DictColumn = {
  name: string;
  type: DataType;
  /** Message key of the column's label. */
  label: string;
  required?: boolean;
  /** Written by the server only (keys, numbers, timestamps, versions). */
  readOnly?: boolean;
  codeTable?: string;
  /** The exposed table whose `id` this column holds. */
  references?: string;
  /** The widget a designer gets by default when it is not implied by type, code table or reference. */
  widget?: FieldType;
  /**
   * A record number: text search matches it from its start or its end (text-match.ts), served by
   * btree indexes on `upper(col)` and `reverse(upper(col))` that its table must declare.
   */
  identifier?: boolean;
};

/**
 * How a customer's rows of a table are found: a company column on the table itself, or the
 * company column of the parent row the table hangs off. Tables without one are shared by all.
 */
export type RowScope = { column: string } | { via: string; parent: string } | null;

export type DictTable = {
  name: string;
  label: string;
  /** Column shown when a row is picked or referenced. */
  displayColumn: string;
  scope: RowScope;
  /** Columns a generic lookup searches with ILIKE. */
  searchColumns: string[];
  columns: DictColumn[];
  /**
   * The drizzle table that stores it (its module's *.table.ts): its NOT NULL columns and defaults
   * drive the insert checks and keyset paging, so no table can be declared without them.
   */
  storage: PgTable;
};

/** A child table hangs off its parent through foreignKey → parent.id. */
export type DictRelation = { parent: string; child: string; foreignKey: string };
