import { DataviewPath, ZSearchResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { SearchCriteria, SearchDataSource } from "../data-source";
import { exportCsv } from "./export-csv";
import { dataViewSource } from "./data-view-source";

/**
 * POST dataview/execsearch: only the screen's name and its declared filter items, sort and paging
 * go out, plus the caller's fixed constraints (a dependent lookup's: asset.site = the chosen site);
 * the server checks each against the screen and refuses anything undeclared (400). A list or a
 * lookup refused altogether (403) says so in its place (the no-access page, the lookup's alert),
 * so the catalogue does not toast it as well.
 */
export const execSearch: SearchDataSource["search"] = (criteria: SearchCriteria, signal) =>
  apiRequest(DataviewPath.execSearch, {
    json: {
      screenName: criteria.screenName,
      searchMap: criteria.filters,
      ...(criteria.constraints?.length ? { dataConstraints: criteria.constraints } : {}),
      orderBy: criteria.orderBy,
      page: criteria.page,
      pageSize: criteria.pageSize,
      ...(criteria.cursor ? { cursor: criteria.cursor } : {}),
      ...(criteria.searchValue ? { searchValue: criteria.searchValue } : {}),
    },
    schema: ZSearchResponse,
    presentedStatuses: [403],
    signal,
  });

export const httpSearchSource: SearchDataSource = {
  search: execSearch,
  exportCsv,
  views: dataViewSource,
};
