import type { TConstraint, TSearchResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { loadCodes } from "../codes/codes.repository.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { assertAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import { loadSearch, type LoadedSearch } from "../screens/screen-load.js";
import {
  planColumns,
  planConstraints,
  planGroupBy,
  planOrder,
  planSearchMap,
  planText,
} from "./search-plan.js";
import { runSearch, type SearchPlan } from "./search-run.js";

type Order = { column: string; direction: "asc" | "desc" }[];
type Paging = { page?: number; pageSize?: number; cursor?: string | null };

function basePlan(s: LoadedSearch, actor: Actor, paging: Paging): Omit<SearchPlan, "columns" | "order"> {
  assertAreaAccess(actor, s.table);
  const pageSize = paging.pageSize ?? s.search.pageSize;
  return {
    table: s.table,
    scope: readScope(s.table, actor),
    conditions: [],
    text: null,
    groupBy: null,
    pageSize,
    offset: ((paging.page ?? 1) - 1) * pageSize,
    cursor: paging.cursor,
  };
}

/** execsearch and its global-search variant: validate everything against the screen, then run. */
export async function execSearch(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: Paging & {
    screenName: string;
    searchQuery?: string[];
    dataConstraints: TConstraint[];
    orderBy: Order;
    groupBy?: string[];
    searchMap: Record<string, TConstraint["right_operand"]>;
    searchValue?: string;
    mappedCodeValues: boolean;
  },
): Promise<TSearchResponse> {
  const s = await loadSearch(db, cache, body.screenName, actor);
  const plan: SearchPlan = {
    ...basePlan(s, actor, body),
    columns: planColumns(s, body.searchQuery, "searchQuery"),
    conditions: [
      ...planConstraints(s, body.dataConstraints, "dataConstraints"),
      ...planSearchMap(s, body.searchMap),
    ],
    text: planText(s, body.searchValue),
    order: planOrder(s, body.orderBy),
    groupBy: planGroupBy(s, body.groupBy),
  };
  const result = await runSearch(db, plan);
  return body.mappedCodeValues ? { ...result, codeLabels: await codeLabels(db, s, result) } : result;
}

/** search: the quick search box, rows startNumber..endNumber (1-based, inclusive) in the default order. */
export async function quickSearch(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: { screenName: string; searchValue: string; startNumber: number; endNumber?: number },
): Promise<TSearchResponse> {
  const s = await loadSearch(db, cache, query.screenName, actor);
  const end = query.endNumber ?? query.startNumber + s.search.pageSize - 1;
  // A window of 1 to 200 rows, whatever the numbers asked for.
  const size = Math.min(Math.max(end - query.startNumber + 1, 1), 200);
  const plan: SearchPlan = {
    ...basePlan(s, actor, { pageSize: size }),
    columns: planColumns(s, undefined, "searchQuery"),
    text: planText(s, query.searchValue),
    order: planOrder(s, []),
    offset: query.startNumber - 1,
  };
  return runSearch(db, plan, "startNumber");
}

/** execnavigationsearch: the rows a navigation link opens, criteria by filter item or search column (EQ). */
export async function navigationSearch(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: Paging & {
    screenName: string;
    searchQuery?: string[];
    navigationSearchCriterias: TConstraint[];
    orderBy: Order;
  },
): Promise<TSearchResponse> {
  const s = await loadSearch(db, cache, body.screenName, actor);
  const plan: SearchPlan = {
    ...basePlan(s, actor, body),
    columns: planColumns(s, body.searchQuery, "searchQuery"),
    conditions: planConstraints(s, body.navigationSearchCriterias, "navigationSearchCriterias", {
      columnsToo: true,
    }),
    order: planOrder(s, body.orderBy),
  };
  return runSearch(db, plan);
}

/** Labels (message keys) of the code values shown on the page, per code column. */
async function codeLabels(db: Db, s: LoadedSearch, result: TSearchResponse) {
  const out: Record<string, Record<string, string>> = {};
  for (const column of s.search.columns) {
    const table = column.codeTable;
    if (!table || !result.rows.some((r) => column.column in r)) continue;
    const codes = (await loadCodes(db, table)) ?? [];
    const shown = new Set(result.rows.map((r) => r[column.column]));
    out[column.column] = Object.fromEntries(
      codes.filter((c) => shown.has(c.code)).map((c) => [c.code, c.label]),
    );
  }
  return out;
}
