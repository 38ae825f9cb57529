import { DataviewPath, ZSearchResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { SearchCriteria, SearchDataSource } from "../data-source";

/**
 * POST dataview/execsearch: only the screen's name and its declared filter items, sort and paging
 * go out; the server checks each against the screen and refuses anything undeclared (400).
 */
export const execSearch: SearchDataSource["search"] = (criteria: SearchCriteria, signal) =>
  apiRequest(DataviewPath.execSearch, {
    json: {
      screenName: criteria.screenName,
      searchMap: criteria.filters,
      orderBy: criteria.orderBy,
      page: criteria.page,
      pageSize: criteria.pageSize,
      ...(criteria.cursor ? { cursor: criteria.cursor } : {}),
      ...(criteria.searchValue ? { searchValue: criteria.searchValue } : {}),
    },
    schema: ZSearchResponse,
    signal,
  });

export const httpSearchSource: SearchDataSource = { search: execSearch };
