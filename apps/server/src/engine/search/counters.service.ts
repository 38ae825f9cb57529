import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { assertAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import { cappedCount } from "./search.repository.js";
import { loadScreen, loadSearch } from "../screens/screen-load.js";
import { planConstraints } from "./search-plan.js";
import { whereSql } from "./search-sql.js";

/**
 * refreshcounters: the counter item elementId of a screen counts the rows of the screen it points
 * at, narrowed by its declared filter (item_name or search column → value), in the caller's scope.
 */
export async function refreshCounter(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: { screenName: string; elementId: string },
) {
  const screen = await loadScreen(db, cache, query.screenName, actor);
  const sections = "sections" in screen.document ? screen.document.sections : [];
  const counter = sections
    .flatMap((s) => s.items)
    .find((i) => i.kind === "counter" && i.id.toLowerCase() === query.elementId.toLowerCase());
  if (!counter || counter.kind !== "counter")
    throw fieldError("elementId", "error_not_a_counter", { id: query.elementId, screen: screen.name });
  const target = await loadSearch(db, cache, counter.screen, actor);
  assertAreaAccess(actor, target.table);
  const criteria = Object.entries(counter.filter ?? {}).map(([item, value]) => ({
    left_operand: item,
    right_operand: value,
  }));
  const conditions = planConstraints(target, criteria, "filter", { columnsToo: true });
  const count = await cappedCount(
    db,
    target.table,
    whereSql(readScope(target.table, actor), conditions, null),
  );
  return { elementId: counter.id, count: count.total, isEstimate: count.isEstimate };
}
