import { useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useConfig } from "../../../lib/config/use-config";
import type { CodeOption } from "../../data-source";
import { useRendererServices } from "../../renderer-services";

// With no configured limit a code table is still bounded, so a runaway table cannot flood the page.
const UNLIMITED = 500;
const SEARCH_DELAY_MS = 250;

/**
 * The options of a code select. The first page tells how many codes the table has; above
 * maxCodeSelectOptions the select turns searchable and every typed text is filtered server side.
 */
export function useCodeOptions(codeTable: string) {
  const { codes } = useRendererServices();
  const { maxCodeSelectOptions } = useConfig();
  const limit = maxCodeSelectOptions > 0 ? maxCodeSelectOptions : UNLIMITED;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const first = useQuery({
    queryKey: ["codes", codeTable, "", limit],
    queryFn: ({ signal }) => codes.codes(codeTable, { search: "", limit }, signal),
    staleTime: 60_000,
  });
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
