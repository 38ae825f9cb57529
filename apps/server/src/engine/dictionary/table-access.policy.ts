import { sql, type SQL } from "drizzle-orm";
import { forbidden } from "../../lib/app-error.js";
import { findColumn } from "./dictionary.js";
import type { DictTable } from "./dictionary.types.js";
import { areaOf } from "./table-behaviour.js";
import { rowScope } from "./row-scope.js";
import type { Actor } from "../../platform/sessions/actor.js";

/**
 * The caller's rows of a table on alias `t`: the dictionary's row scope, except that a customer
 * without a company still sees the rows it created itself.
 */
export function readScope(table: DictTable, actor: Actor): SQL {
  if (actor.scope === "company" && actor.companyId === null && table.scope && findColumn(table, "created_by"))
    return sql`t.created_by = ${actor.personId}`;
  return rowScope(table, actor);
}

/**
 * Whether the caller's menu-access flags open the area a table belongs to, as its behaviour
 * declares it (owned children share their owner's area; tables of no area: yes).
 */
export function hasAreaAccess(actor: Actor, table: string): boolean {
  const area = areaOf(table);
  return !area || actor.access[area];
}

/**
 * Every call that reads or writes a table, or a screen that shows one, runs this: the flags hold
 * on the API, not only in the side bar (403).
 */
export function assertAreaAccess(actor: Actor, table: DictTable): void {
  if (!hasAreaAccess(actor, table.name)) throw forbidden();
}
