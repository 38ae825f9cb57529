import { queryClient } from "../../lib/query-client";
import { SessionKey } from "../../lib/storage-keys";
import { httpSearchSource } from "../api/exec-search";
import { fetchScreen, screenQueryOptions } from "../api/fetch-screen";
import { readListState } from "../screens/list/list-url-state";
import { listCriteria, listSearchQuery, type TListScreen } from "../screens/list/use-list-screen";
import { isListScreen } from "./use-portal-screen";
import { parseRowId, prefetchRecord } from "./use-screen-record";

/** The stored configuration's flag, read without parsing it again (main.tsx already did). */
function baselineOnlyMetadata(): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SessionKey.serverConfig) ?? "null") as {
      baselineOnlyMetadata?: unknown;
    } | null;
    return stored?.baselineOnlyMetadata === true;
  } catch {
    return false;
  }
}

/** A list's first page of rows, as the address (`search`) asks for it. */
const prefetchRows = (document: TListScreen, search: URLSearchParams): Promise<void> =>
  queryClient.prefetchQuery(
    listSearchQuery(listCriteria(document, readListState(search, document.search)), httpSearchSource),
  );

/**
 * A screen page's first calls, started while the page's code downloads instead of after it has
 * drawn: the screen's document, then on a record's page (`rawId`) the record, on a list's page
 * the rows its address asks for. The page's own queries (same keys) take their answers. A
 * failure is left to those queries, which ask again and say what happened.
 */
export function startScreenCalls(
  screenName: string,
  rawId: string | undefined,
  search: URLSearchParams,
): void {
  const id = rawId === undefined ? null : parseRowId(rawId);
  if (!screenName || (rawId !== undefined && id === null)) return;
  void queryClient
    .fetchQuery(screenQueryOptions({ screenName }, baselineOnlyMetadata(), fetchScreen))
    .then((document) => {
      if (!isListScreen(document)) return undefined;
      return id === null ? prefetchRows(document, search) : prefetchRecord(queryClient, document, id);
    })
    .catch(() => undefined);
}
