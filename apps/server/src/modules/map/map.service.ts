import { MapPath, type TMapSitesQuery, type TMapSitesResponse } from "@fsm/contracts";
import { parseScreenDocument } from "@fsm/metadata";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { findScreenByName } from "../../engine/screens/screens.repository.js";
import { hasAreaAccess } from "../../engine/dictionary/table-access.policy.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { mapSites } from "./map.repository.js";

/** The list a site opens: the request list screen, through its own declared filter on the site. */
const REQUEST_LIST = "request";

async function requestListOfSite(db: Db, actor: Actor): Promise<TMapSitesResponse["requestList"]> {
  if (!hasAreaAccess(actor, "service_requests")) return null;
  const row = await findScreenByName(db, REQUEST_LIST);
  if (!row) return null;
  const parsed = parseScreenDocument(row.document);
  if (!parsed.ok) return null;
  // A designer may have removed or renamed the filter: the map then opens no list rather than one
  // that ignores the site and shows every request.
  const search = "search" in parsed.value ? parsed.value.search : undefined;
  const filter = search?.filters.find((f) => f.column === "site_id" && f.operator === "EQ");
  return filter ? { screenName: row.name, filterItem: filter.item_name } : null;
}

/** What the map page needs in one answer: the sites, the list a site opens, the street layer. */
export async function callerMap(
  db: Db,
  config: AppConfig,
  actor: Actor,
  query: TMapSitesQuery,
): Promise<TMapSitesResponse> {
  return {
    sites: await mapSites(db, actor, query.companyId),
    requestList: await requestListOfSite(db, actor),
    streets: config.mapPmtilesFile ? { url: MapPath.streets, attribution: config.mapAttribution } : null,
  };
}
