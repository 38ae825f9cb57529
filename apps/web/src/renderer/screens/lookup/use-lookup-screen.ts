import { useId, useState, type KeyboardEvent } from "react";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TConstraint } from "@fsm/contracts";
import type { TScreenDocument } from "@fsm/metadata";
import type { SearchDataSource, TRow } from "../../data-source";

export type TLookupScreen = Extract<TScreenDocument, { type: "lookup" }>;

export interface LookupScreenParams {
  document: TLookupScreen;
  source: SearchDataSource;
  /** Fixed criteria for every search beside the typed text (the chosen site of an asset lookup). */
  constraints?: TConstraint[];
  onPick(row: TRow): void;
}

const SEARCH_DELAY_MS = 250;

/**
 * A picker over a lookup screen: quick search, pages, and the combobox keyboard model (arrows
 * move the active row, Enter picks it) so a row can be chosen without the mouse.
 */
export function useLookupScreen({ document, source, constraints = [], onPick }: LookupScreenParams) {
  const [search, setSearchState] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  // A new search starts on its first page, set in the render that sends it (React's "adjust state
  // while rendering"), not on each keystroke: that asked for page 1 of the old text first.
  const [pagedSearch, setPagedSearch] = useState(debounced);
  if (pagedSearch !== debounced) {
    setPagedSearch(debounced);
    setPage(1);
  }
  const [active, setActive] = useState(0);
  const baseId = useId();
  const pageSize = document.search.pageSize;

  const query = useQuery({
    queryKey: ["lookup", document.name, debounced, page, constraints],
    queryFn: ({ signal }) =>
      source.search(
        {
          screenName: document.name,
          searchValue: debounced,
          filters: {},
          orderBy: document.search.defaultOrder,
          page,
          pageSize,
          cursor: null,
          ...(constraints.length ? { constraints } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  // Results can shrink under the active row (a narrower search answered late): stay in range.
  const activeIndex = Math.min(active, Math.max(rows.length - 1, 0));
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));

  const setSearch = (value: string) => {
    setSearchState(value);
    setActive(0);
  };
  const goTo = (next: number) => {
    setPage(Math.min(Math.max(1, next), pageCount));
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive(Math.min(activeIndex + 1, rows.length - 1)),
      ArrowUp: () => setActive(Math.max(activeIndex - 1, 0)),
      Home: () => setActive(0),
      End: () => setActive(Math.max(rows.length - 1, 0)),
      Enter: () => rows[activeIndex] && onPick(rows[activeIndex]),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return {
    search,
    setSearch,
    rows,
    active: activeIndex,
    setActive,
    onKeyDown,
    pick: onPick,
    page,
    pageCount,
    goTo,
    query,
    listboxId: `${baseId}-listbox`,
    optionId: (index: number) => `${baseId}-option-${index}`,
    columns: document.search.columns,
  };
}
export type LookupScreenController = ReturnType<typeof useLookupScreen>;
