import { describeIssue, parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { MetadataPath, ZScreenResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { ScreenLoader } from "../data-source";
import { screenCacheKey, type ScreenKeyParams } from "../screen-cache-key";

/** Every screen query starts with this, so the whole cache can be dropped at once. */
export const SCREEN_QUERY_ROOT = "screen";

/**
 * The one place that reads fetchscreen's answer (contracts ZScreenResponse: ids, relations and the
 * document). The document is parsed again here: old formats migrate on read and a bad one fails
 * loudly with the exact path instead of rendering half a screen.
 */
export function toScreenDocument(raw: unknown): TScreenDocument {
  const response = ZScreenResponse.parse(raw);
  const parsed = parseScreenDocument(response.document);
  if (!parsed.ok)
    throw new Error(`Screen "${response.name}" is not valid: ${parsed.issues.map(describeIssue).join("; ")}`);
  return parsed.value;
}

/**
 * GET Metadata/fetchscreen?screenName=… Every screen on display draws its query's state (the
 * no-access page, "screen not found", QueryState), so a refused or unknown screen is not toasted too.
 */
export const fetchScreen: ScreenLoader = async (screenName, signal) =>
  toScreenDocument(
    await apiRequest<unknown>(MetadataPath.fetchScreen, {
      query: { screenName },
      presentedStatuses: PAGE_PRESENTED,
      signal,
    }),
  );

const PAGE_PRESENTED = [403, 404] as const;

export const screenQueryOptions = (
  params: ScreenKeyParams,
  baselineOnlyMetadata: boolean,
  loader: ScreenLoader = fetchScreen,
) =>
  queryOptions({
    queryKey: [SCREEN_QUERY_ROOT, screenCacheKey(params, baselineOnlyMetadata)],
    queryFn: ({ signal }) => loader(params.screenName, signal),
    // Filled on first fetch and kept until clearScreenCache (spec §4), never refetched on its own.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Spec §4/§7: any save, delete, disable or message creation drops every cached screen. A screen
 * on display is marked stale instead of removed, so the page does not flash back to a spinner;
 * the next time it is opened it is fetched afresh like the others.
 */
export function clearScreenCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [SCREEN_QUERY_ROOT], type: "inactive" });
  void queryClient.invalidateQueries({ queryKey: [SCREEN_QUERY_ROOT], refetchType: "none" });
}
