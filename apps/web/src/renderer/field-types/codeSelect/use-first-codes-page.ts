import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import type { CodePage } from "../../data-source";
import type { firstCodesQuery } from "./use-code-options";

/**
 * The first page of a code table for a display, read from the query cache through one cache
 * subscription, not a query observer per cell: a list shows two codes per row, and each observer
 * cost its set-up in the render and its subscription in the commit (a quarter of the phone list's
 * longest task, bench/README eleventh round). The table is fetched when a display first needs it
 * (prefetchQuery shares a running fetch and keeps a fresh answer); while a new key's page loads
 * (the messages stamp changed), the labels already shown stay.
 */
export function useFirstCodesPage(query: ReturnType<typeof firstCodesQuery>): CodePage | undefined {
  const client = useQueryClient();
  const { queryKey, queryFn, staleTime, enabled } = query;
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [client, hash],
  );
  const page = useSyncExternalStore(subscribe, () => client.getQueryData<CodePage>(queryKey));
  useEffect(() => {
    if (enabled) void client.prefetchQuery({ queryKey, queryFn, staleTime });
    // The key's hash stands for the key; queryFn is made anew with it on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, hash, enabled]);
  const shown = useRef(page);
  if (page !== undefined) shown.current = page;
  return page ?? shown.current;
}
