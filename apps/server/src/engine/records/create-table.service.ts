import type { Db } from "../../db/client.js";
import { resolveTable } from "../dictionary/dictionary.resolve.js";
import { addLookupLabels, lookupFieldsOf } from "../search/lookup-labels.js";
import { assertAreaAccess } from "../dictionary/table-access.policy.js";
import { loadScreen } from "../screens/screen-load.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { fieldError } from "../../lib/app-error.js";

type Cell = string | number | boolean | null;

/**
 * createtable: a blank row of a table, every exposed column null except the defaults the form
 * declares (field `default`) and, for customers, their company.
 */
export async function blankModel(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: { tableName: string; screenName?: string },
) {
  const table = resolveTable("tableName", query.tableName);
  assertAreaAccess(actor, table);
  const model: Record<string, Cell> = Object.fromEntries(table.columns.map((c) => [c.name, null]));
  const screen = query.screenName ? await loadScreen(db, cache, query.screenName, actor) : undefined;
  if (screen) {
    if (screen.table.name !== table.name)
      throw fieldError("screenName", "error_screen_not_form_of_table", {
        screen: screen.name,
        table: table.name,
      });
    const sections = "sections" in screen.document ? screen.document.sections : [];
    for (const item of sections.flatMap((s) => s.items))
      if (item.kind === "field" && item.default !== undefined && item.column in model)
        model[item.column] = item.default;
  }
  if ("company_id" in model && actor.scope === "company") model.company_id = actor.companyId;
  // A lookup default (a site picked in advance) comes with its label, as an opened record's does.
  if (screen) await addLookupLabels(db, actor, lookupFieldsOf(screen.document, table), [model]);
  return { tableName: table.name, dataModel: model };
}
