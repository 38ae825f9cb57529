import { lookupOf, type TFieldItem } from "@fsm/metadata";
import { useQuery } from "@tanstack/react-query";
import { useConfig } from "../../../lib/config/use-config";
import { fetchLookupLabel } from "../../api/fetch-lookup-label";
import { screenQueryOptions } from "../../api/fetch-screen";
import { useRendererServices } from "../../renderer-services";

/**
 * The display text of a lookup filter's value. A list's filters live in its address as keys only
 * (`f.request.site_id=12`, from a link, a reload, a saved view), so the filter box would show the
 * id: the row is looked up once — the lookup screen names the table, fetchLookupTableValues the
 * row's display column, in the caller's scope. null for other filters, while it loads, and when
 * the caller may not see that row (the box then shows the key).
 */
export function useFilterLabel(item: TFieldItem, value: string): string | null {
  const lookup = lookupOf(item);
  const { baselineOnlyMetadata } = useConfig();
  const { loadScreen } = useRendererServices();
  const wanted = Boolean(lookup && value);
  const screen = useQuery({
    ...screenQueryOptions({ screenName: lookup?.screen ?? "" }, baselineOnlyMetadata, loadScreen),
    enabled: wanted,
  });
  const table = screen.data && "search" in screen.data ? screen.data.search?.table : undefined;
  const label = useQuery({
    queryKey: ["lookup-label", table, lookup?.keyColumn, lookup?.displayColumn, value],
    queryFn: ({ signal }) =>
      fetchLookupLabel(
        { table: table!, keyColumn: lookup!.keyColumn, displayColumn: lookup!.displayColumn, key: value },
        signal,
      ),
    enabled: wanted && Boolean(table),
    staleTime: 60_000,
    retry: false,
  });
  return wanted ? (label.data ?? null) : null;
}
