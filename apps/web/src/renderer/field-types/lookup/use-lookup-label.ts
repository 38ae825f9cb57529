import { lookupOf, type TFieldItem } from "@fsm/metadata";
import { useQuery } from "@tanstack/react-query";
import { useConfig } from "../../../lib/config/use-config";
import { screenQueryOptions } from "../../api/fetch-screen";
import { useRendererServices } from "../../renderer-services";
import type { TLookupValue } from "./lookup-value";

/**
 * The text a lookup control shows for its value. A value that came without its display text (a
 * list filter set by the address, `f.request.site_id=12`) is looked up once: the lookup screen
 * names the table, fetchLookupTableValues the row's display column in the caller's scope. Until
 * then, or when the caller may not see that row, the key itself.
 */
export function useLookupLabel(item: TFieldItem, current: TLookupValue | null): string {
  const lookup = lookupOf(item);
  const { baselineOnlyMetadata } = useConfig();
  const services = useRendererServices();
  const wanted = Boolean(lookup && current?.unlabelled);
  const screen = useQuery({
    ...screenQueryOptions({ screenName: lookup?.screen ?? "" }, baselineOnlyMetadata, services.loadScreen),
    enabled: wanted,
  });
  const table = screen.data && "search" in screen.data ? screen.data.search?.table : undefined;
  const label = useQuery({
    queryKey: ["lookup-label", table, lookup?.keyColumn, lookup?.displayColumn, current?.key],
    queryFn: ({ signal }) =>
      services.lookupLabels.label(
        {
          table: table!,
          keyColumn: lookup!.keyColumn,
          displayColumn: lookup!.displayColumn,
          key: current!.key,
        },
        signal,
      ),
    enabled: wanted && Boolean(table),
    staleTime: 60_000,
    retry: false,
  });
  if (!current) return "";
  return current.unlabelled ? (label.data ?? current.label) : current.label;
}
