import { useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfig } from "../../../lib/config/use-config";
import type { CodeDataSource, CodeOption } from "../../data-source";
import { useRendererServices } from "../../renderer-services";

// With no configured limit a code table is still bounded, so a runaway table cannot flood the page.
const UNLIMITED = 500;
const SEARCH_DELAY_MS = 250;

/** The first page of a code table; shared by the select and by displays that show labels. */
export const firstCodesQuery = (codes: CodeDataSource, codeTable: string, limit: number, enabled = true) => ({
  queryKey: ["codes", codeTable, "", limit],
  queryFn: ({ signal }: { signal: AbortSignal }) => codes.codes(codeTable, { search: "", limit }, signal),
  staleTime: 60_000,
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

  const first = useQuery(firstCodesQuery(codes, codeTable, limit));
  const searchable = (first.data?.total ?? 0) > limit;
  const filtered = useQuery({
    queryKey: ["codes", codeTable, debounced, limit],
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
