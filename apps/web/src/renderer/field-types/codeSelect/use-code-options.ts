import { useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfig } from "../../../lib/config/use-config";
import { useCachedMessages } from "../../../lib/messages/message-cache";
import type { CodeDataSource, CodeOption } from "../../data-source";
import { useRendererServices } from "../../renderer-services";

/*
 * The http source translates labels as it reads the codes, with the user's messages of that
 * moment. A page opened by a reload can ask for codes before the shell has loaded those messages:
 * the key carries a stamp of the message map, so the codes are read (and translated) again once
 * it arrives instead of showing every label as its *key* until the cache goes stale.
 */
const stamps = new WeakMap<object, number>();
let lastStamp = 0;
export function useMessagesStamp(): number {
  const messages = useCachedMessages();
  let stamp = stamps.get(messages);
  if (stamp === undefined) {
    stamp = ++lastStamp;
    stamps.set(messages, stamp);
  }
  return stamp;
}

// With no configured limit a code table is still bounded, so a runaway table cannot flood the page.
const UNLIMITED = 500;
const SEARCH_DELAY_MS = 250;

/** The first page of a code table; shared by the select and by displays that show labels. */
export const firstCodesQuery = (
  codes: CodeDataSource,
  codeTable: string,
  limit: number,
  messagesStamp: number,
  enabled = true,
) => ({
  queryKey: ["codes", codeTable, "", limit, messagesStamp],
  queryFn: ({ signal }: { signal: AbortSignal }) => codes.codes(codeTable, { search: "", limit }, signal),
  staleTime: 60_000,
  // While a new stamp's codes are read, the labels already shown stay.
  placeholderData: keepPreviousData,
  enabled,
});

export function useCodeLimit(): number {
  const { maxCodeSelectOptions } = useConfig();
  return maxCodeSelectOptions > 0 ? maxCodeSelectOptions : UNLIMITED;
}

/**
 * The options of a code select. The first page tells how many codes the table has; above
 * maxCodeSelectOptions the select turns searchable and every typed text is filtered server side.
 */
export function useCodeOptions(codeTable: string) {
  const { codes } = useRendererServices();
  const limit = useCodeLimit();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const stamp = useMessagesStamp();
  const first = useQuery(firstCodesQuery(codes, codeTable, limit, stamp));
  const searchable = (first.data?.total ?? 0) > limit;
  const filtered = useQuery({
    queryKey: ["codes", codeTable, debounced, limit, stamp],
    queryFn: ({ signal }) => codes.codes(codeTable, { search: debounced, limit }, signal),
    enabled: searchable && debounced !== "",
    placeholderData: keepPreviousData,
  });

  const options: CodeOption[] =
    (searchable && debounced !== "" ? filtered.data?.options : first.data?.options) ?? [];
  return {
    options,
    searchable,
    search,
    setSearch,
    isLoading: first.isPending || filtered.isFetching,
    error: first.error ?? filtered.error,
  };
}
