import { sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../platform/sessions/actor.js";
import { findTable } from "./dictionary.js";
import type { DictTable } from "./dictionary.types.js";

/**
 * The caller's row scope as a WHERE condition on alias `t` (ARCHITECTURE §5): staff and designers
 * see every row; a customer only rows of its company, found directly or through the parent row.
 * A customer without a company sees nothing of a scoped table.
 */
export function rowScope(table: DictTable, actor: Actor): SQL {
  if (actor.scope === "all" || table.scope === null) return sql`true`;
  if (actor.companyId === null) return sql`false`;
  if ("column" in table.scope) return sql`t.${sql.identifier(table.scope.column)} = ${actor.companyId}`;
  const parent = findTable(table.scope.parent)!;
  const parentScope = parent.scope && "column" in parent.scope ? parent.scope.column : "company_id";
  return sql`t.${sql.identifier(table.scope.via)} in (select p.id from ${sql.identifier(parent.name)} p where p.${sql.identifier(parentScope)} = ${actor.companyId})`;
}
