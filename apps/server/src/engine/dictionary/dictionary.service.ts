import type { TTableRelation } from "@fsm/contracts";
import { assertAreaAccess, hasAreaAccess } from "./table-access.policy.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { allRelations, isOwnedChild, findTable } from "./dictionary.js";
import { notLinked } from "./dictionary.errors.js";
import { presentColumnItem } from "./dictionary.presenter.js";
import { resolveTable } from "./dictionary.resolve.js";

/**
 * getscreenitemsfortable: the columns a designer can place on a screen of the table. With a
 * referenceTable, the columns of that referenced table follow (shown through the reference);
 * unless allowDuplicateColumns, those whose name the primary table already has are left out.
 */
export function screenItemsForTable(
  actor: Actor,
  query: {
    tableName: string;
    allowDuplicateColumns: boolean;
    codeValuesOnly: boolean;
    referenceTable?: string;
  },
) {
  const table = resolveTable("tableName", query.tableName);
  assertAreaAccess(actor, table);
  const items = table.columns.map((c) => presentColumnItem(table, c));
  if (query.referenceTable) {
    const ref = resolveTable("referenceTable", query.referenceTable);
    assertAreaAccess(actor, ref);
    const own = new Set(table.columns.map((c) => c.name));
    for (const c of ref.columns)
      if (query.allowDuplicateColumns || !own.has(c.name)) items.push(presentColumnItem(ref, c));
  }
  return query.codeValuesOnly ? items.filter((i) => i.codeTable !== null) : items;
}

/**
 * getchildtables: tables whose rows hang off this one (child: owned rows shown as grids; linked:
 * other tables pointing here). getForeignKeyTables adds the tables this one references.
 */
export function childTables(
  actor: Actor,
  tableName: string,
  withForeignKeyTables: boolean,
): TTableRelation[] {
  const table = resolveTable("tableName", tableName);
  assertAreaAccess(actor, table);
  // Related tables of an area the caller has no access to are left out, as from the side bar.
  const open = (r: TTableRelation) => hasAreaAccess(actor, r.table);
  const label = (name: string) => findTable(name)!.label;
  const children = allRelations()
    .filter((r) => r.parent === table.name)
    .map((r): TTableRelation => ({
      table: r.child,
      label: label(r.child),
      relation: isOwnedChild(r.child) ? "child" : "linked",
      foreignKey: r.foreignKey,
    }));
  if (!withForeignKeyTables) return children.filter(open);
  const references = allRelations()
    .filter((r) => r.child === table.name)
    .map((r): TTableRelation => ({
      table: r.parent,
      label: label(r.parent),
      relation: "reference",
      foreignKey: r.foreignKey,
    }));
  return [...children, ...references].filter(open);
}

/** getlinkedtable: how a child table joins its primary table. */
export function linkedTable(actor: Actor, primaryTable: string, childTable: string) {
  const primary = resolveTable("primaryTable", primaryTable);
  const child = resolveTable("childTable", childTable);
  assertAreaAccess(actor, primary);
  assertAreaAccess(actor, child);
  const relation = allRelations().find((r) => r.parent === primary.name && r.child === child.name);
  if (!relation) throw notLinked(primary.name, child.name);
  return {
    primaryTable: primary.name,
    childTable: child.name,
    primaryColumn: "id",
    childColumn: relation.foreignKey,
  };
}
