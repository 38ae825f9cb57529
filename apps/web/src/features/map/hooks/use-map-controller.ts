import { useCallback, useMemo, useState } from "react";
import type { TMapSite } from "@fsm/contracts";

/** How many sites the list shows at first and per "Show more" (10,000 rows would drown a screen reader). */
export const LIST_PAGE = 50;

/** Where a selection came from: the list moves the map to the site, the map scrolls the list to it. */
export type SelectionSource = "list" | "map";

export type MapContentState = "no-sites" | "no-points" | "ready";

export const hasPoint = (site: TMapSite): site is TMapSite & { lat: number; lon: number } =>
  site.lat !== null && site.lon !== null;

/** Case- and accent-insensitive match on name, city and country. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

export function matchSites(sites: readonly TMapSite[], text: string): TMapSite[] {
  const needle = fold(text.trim());
  if (!needle) return [...sites];
  return sites.filter((s) => fold(`${s.name} ${s.city} ${s.country}`).includes(needle));
}

/**
 * The map page's controller, headless (ARCHITECTURE §2 rule 5): the list's search and paging, the
 * one selected site shared by the list and the map, and which state the page is in. The views
 * only render it.
 */
export function useMapController(sites: readonly TMapSite[]) {
  const [search, setSearchText] = useState("");
  const [limit, setLimit] = useState(LIST_PAGE);
  const [selection, setSelection] = useState<{ id: number; from: SelectionSource } | null>(null);

  const matching = useMemo(() => matchSites(sites, search), [sites, search]);
  const mapped = useMemo(() => sites.filter(hasPoint), [sites]);
  const selected = useMemo(
    () => (selection ? (sites.find((s) => s.id === selection.id) ?? null) : null),
    [sites, selection],
  );
  // A site chosen on the map is always in the list, however far down: the list grows to it.
  const selectedIndex = selected ? matching.findIndex((s) => s.id === selected.id) : -1;
  const shownCount = Math.min(matching.length, Math.max(limit, selectedIndex + 1));
  const shown = useMemo(() => matching.slice(0, shownCount), [matching, shownCount]);

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setLimit(LIST_PAGE);
  }, []);
  const select = useCallback((id: number, from: SelectionSource) => setSelection({ id, from }), []);
  const clearSelection = useCallback(() => setSelection(null), []);
  const showMore = useCallback(() => setLimit((n) => n + LIST_PAGE), []);

  const state: MapContentState =
    sites.length === 0 ? "no-sites" : mapped.length === 0 ? "no-points" : "ready";

  return {
    state,
    /** Sites with coordinates: what the map draws. */
    mapped,
    search,
    setSearch,
    /** The sites the list shows now, and how many match the search in all. */
    shown,
    matchingCount: matching.length,
    total: sites.length,
    canShowMore: shownCount < matching.length,
    showMore,
    selected,
    selectedFrom: selection?.from ?? null,
    select,
    clearSelection,
  };
}

export type MapController = ReturnType<typeof useMapController>;
