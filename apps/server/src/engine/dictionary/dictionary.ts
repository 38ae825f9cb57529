import type { FieldType } from "@fsm/metadata";
import { CORE_TABLES } from "./dictionary.tables.js";
import { ownerOf } from "./table-behaviour.js";
import type { DataType, DictColumn, DictRelation, DictTable } from "./dictionary.types.js";
import { declareOnce } from "../../lib/declare-once.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Tables the module exposes to the engine (its `<module>.dictionary.ts`). */
    tables?: DictTable[];
  }
}

const TABLES = new Map<string, DictTable>(CORE_TABLES.map((t) => [t.name, t]));
let relations: DictRelation[] | undefined;

/** Business modules add their tables once, when the app is composed (modules/declared-tables.ts). */
export function declareDictTables(...tables: DictTable[]): void {
  for (const t of tables) declareOnce(TABLES, t.name, t, "dictionary table");
  relations = undefined;
}

/** Tables the UI may name, case-insensitively (spec calls carry names as typed by designers). */
export const findTable = (name: string): DictTable | undefined => TABLES.get(name.toLowerCase());
export const allTables = (): DictTable[] => [...TABLES.values()];
export const findColumn = (table: DictTable, name: string): DictColumn | undefined =>
  table.columns.find((c) => c.name === name.toLowerCase());

/** Every reference column is a relation: the referenced table is the parent, this one the child. */
export const allRelations = (): DictRelation[] =>
  (relations ??= allTables().flatMap((t) =>
    t.columns.flatMap((c) =>
      c.references ? [{ parent: c.references, child: t.name, foreignKey: c.name }] : [],
    ),
  ));

/** Child tables shown as grids: rows that belong to the parent (not mere look-ups), as declared. */
export const isOwnedChild = (table: string): boolean => ownerOf(table) !== undefined;

const WIDGET_OF: Record<DataType, FieldType> = {
  integer: "number",
  number: "number",
  text: "text",
  date: "date",
  dateTime: "dateTime",
  boolean: "checkbox",
};

/** The widget a column gets unless a designer picks another. */
export function fieldTypeOf(column: DictColumn): FieldType {
  if (column.codeTable) return "codeSelect";
  if (column.references) return "lookup";
  return column.widget ?? WIDGET_OF[column.type];
}
