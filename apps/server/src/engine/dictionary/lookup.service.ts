import type { Db } from "../../db/client.js";
import { loadCodes } from "../codes/codes.repository.js";
import { assertAreaAccess } from "./table-access.policy.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findTable } from "./dictionary.js";
import { unknownTable } from "./dictionary.errors.js";
import { presentCell, presentRow } from "./dictionary.presenter.js";
import { searchRows, selectKeyValues } from "./dictionary.repository.js";
import { resolveColumn, resolveTable } from "./dictionary.resolve.js";

const MAX_LOOKUP_VALUES = 500;

/**
 * fetchLookupTableValues: key/value pairs of an exposed table (row-scoped), or of a code table
 * when lookupTable names one (key = code, value = label message key).
 */
export async function lookupTableValues(
  db: Db,
  actor: Actor,
  query: { lookupTable: string; keyColumn?: string; displayColumn?: string; lookUpCode?: string },
) {
  const table = findTable(query.lookupTable);
  if (!table) {
    const codes = await loadCodes(db, query.lookupTable);
    if (!codes) throw unknownTable("lookupTable", query.lookupTable);
    return codes
      .filter((c) => query.lookUpCode === undefined || c.code === query.lookUpCode)
      .map((c) => ({ key: c.code, value: c.label }));
  }
  assertAreaAccess(actor, table);
  const key = resolveColumn("keyColumn", table, query.keyColumn ?? "id");
  const display = resolveColumn("displayColumn", table, query.displayColumn ?? table.displayColumn);
  const rows = await selectKeyValues(db, actor, table, key, display, {
    code: query.lookUpCode,
    limit: MAX_LOOKUP_VALUES,
  });
  return rows.map((r) => ({ key: presentCell(r.key), value: presentCell(r.value) }));
}

/** fetchgenerictablelookup: rows of a table for a generic picker, searched on its search columns. */
export async function genericTableLookup(
  db: Db,
  actor: Actor,
  query: { tableName: string; searchValue: string; limit: number },
) {
  const table = resolveTable("tableName", query.tableName);
  assertAreaAccess(actor, table);
  const rows = await searchRows(db, actor, table, query.searchValue.trim(), query.limit);
  return {
    tableName: table.name,
    keyColumn: "id",
    displayColumn: table.displayColumn,
    rows: rows.map(presentRow),
  };
}
