import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TScreenDocument, TSearchDefinition } from "@fsm/metadata";
import type { SearchCriteria, SearchDataSource, TSortDirection } from "../../data-source";
import { readListState, writeListState, type ListState } from "./list-url-state";

export type TListScreen = Extract<TScreenDocument, { type: "portal" }> & { search: TSearchDefinition };

export interface ListScreenParams {
  document: TListScreen;
  source: SearchDataSource;
}

/** What a list asks the server for in this state (URL): its search criteria. */
export const listCriteria = (document: TListScreen, state: ListState): SearchCriteria => ({
  screenName: document.name,
  searchValue: state.searchValue,
  filters: state.filters,
  orderBy: state.sort ? [state.sort] : document.search.defaultOrder,
  page: state.page,
  pageSize: state.pageSize,
  cursor: state.cursor,
});

/** The list's search query; a list route starts it too, before the page draws (screen-calls.ts). */
export const listSearchQuery = (criteria: SearchCriteria, source: SearchDataSource) => ({
  queryKey: ["search", criteria.screenName, criteria] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => source.search(criteria, signal),
});

/**
 * A list screen's logic: state lives in the URL (Back and refresh restore it), only declared
 * filters and sortable columns are honoured, and "Next" carries the keyset cursor for deep pages.
 */
export function useListScreen({ document, source }: ListScreenParams) {
  const search = document.search;
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, search), [params, search]);

  const update = (change: Partial<ListState>) =>
    // Replace, not push: Back leaves the list rather than stepping through every click on it.
    setParams(writeListState({ ...state, cursor: null, ...change }, search), { replace: true });

  const criteria = listCriteria(document, state);
  const query = useQuery({ ...listSearchQuery(criteria, source), placeholderData: keepPreviousData });

  const columns = useMemo(
    () =>
      state.columns
        ? state.columns.flatMap((name) => search.columns.filter((c) => c.column === name))
        : search.columns,
    [state.columns, search.columns],
  );
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));
  const activeOrder = criteria.orderBy[0];
  const isSortable = (column: string) => search.columns.some((c) => c.column === column && c.sortable);
  /** Sorts by one sortable column in the given direction (the phone's sort choice). */
  const setSort = (column: string, direction: TSortDirection) => {
    if (isSortable(column)) update({ sort: { column, direction }, page: 1 });
  };

  return {
    document,
    source,
    state,
    /** The search as sent now (the export sends the same, without paging). */
    criteria,
    /** The columns shown, in order: a saved view's, else the search's. */
    columns,
    query,
    rows: query.data?.rows ?? [],
    total,
    totalIsEstimate: query.data?.totalIsEstimate ?? false,
    pageCount,
    hasNext: query.data ? query.data.nextCursor !== null || state.page < pageCount : false,
    /** The direction a column is sorted in now, if it is the active order. */
    sortOf: (column: string): TSortDirection | null =>
      activeOrder?.column === column ? activeOrder.direction : null,
    isSortable,
    /** The quick search or a filter narrows the list. */
    filtering: state.searchValue !== "" || Object.values(state.filters).some(Boolean),
    setSearchValue: (searchValue: string) => update({ searchValue: searchValue.trim(), page: 1 }),
    setFilter: (itemName: string, value: string) => {
      if (!search.filters.some((f) => f.item_name === itemName)) return; // undeclared: never sent
      update({ filters: { ...state.filters, [itemName]: value }, page: 1 });
    },
    clearAll: () => update({ searchValue: "", filters: {}, page: 1 }),
    /**
     * Shows these columns in this order (the column chooser), kept in the URL like the filters; the
     * search's own columns in their own order go back to a plain address. At least one is shown.
     */
    setColumns: (names: readonly string[]) => {
      const declared = names.filter((name) => search.columns.some((c) => c.column === name));
      if (!declared.length) return;
      const plain =
        declared.length === search.columns.length &&
        declared.every((n, i) => n === search.columns[i]!.column);
      update({ columns: plain ? null : [...new Set(declared)] });
    },
    /** Shows a saved view: its columns, quick search, filters and sort, from the first page. */
    applyView: (view: Pick<ListState, "searchValue" | "filters" | "sort" | "columns">) =>
      setParams(writeListState({ ...state, ...view, page: 1, cursor: null }, search), { replace: false }),
    toggleSort: (column: string) =>
      setSort(column, activeOrder?.column === column && activeOrder.direction === "asc" ? "desc" : "asc"),
    setSort,
    goToPage: (page: number) => update({ page: Math.max(1, page) }),
    nextPage: () => update({ page: state.page + 1, cursor: query.data?.nextCursor ?? null }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
  };
}
export type ListScreenController = ReturnType<typeof useListScreen>;
