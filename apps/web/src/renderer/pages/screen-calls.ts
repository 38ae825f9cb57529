import { queryClient } from "../../lib/query-client";
import { SessionKey } from "../../lib/storage-keys";
import { fetchScreen, screenQueryOptions } from "../api/fetch-screen";
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

/**
 * A screen page's first calls, started while the page's code downloads instead of after it has
 * drawn: the screen's document, and on a record's page (`rawId`) then the record. The page's own
 * queries (same keys) take their answers. A failure is left to those queries, which ask again
 * and say what happened.
 */
export function startScreenCalls(screenName: string, rawId?: string): void {
  const id = rawId === undefined ? null : parseRowId(rawId);
  if (!screenName || (rawId !== undefined && id === null)) return;
  void queryClient
    .fetchQuery(screenQueryOptions({ screenName }, baselineOnlyMetadata(), fetchScreen))
    .then((document) =>
      id !== null && isListScreen(document) ? prefetchRecord(queryClient, document, id) : undefined,
    )
    .catch(() => undefined);
}
