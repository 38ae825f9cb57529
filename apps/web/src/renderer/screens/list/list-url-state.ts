import type { TSearchDefinition } from "@fsm/metadata";
import type { TSort } from "../../data-source";

/** What a list shows, as kept in the URL so Back, refresh and shared links restore it. */
export interface ListState {
  searchValue: string;
  filters: Record<string, string>;
  /** null: the search's declared default order. */
  sort: TSort | null;
  page: number;
  pageSize: number;
  /** Keyset position of `page` when it was reached by "Next"; lets the server seek, not skip. */
  cursor: string | null;
  /** The columns shown, in order (a saved view's); null: every column of the search. */
  columns: string[] | null;
}

const FILTER_PREFIX = "f.";
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export const pageSizesOf = (search: TSearchDefinition): number[] =>
  [...new Set([search.pageSize, ...PAGE_SIZES])].sort((a, b) => a - b);

const positiveInt = (raw: string | null): number | null => {
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Reads the URL, keeping only what the screen's search declares: an undeclared sort column or
 * filter (a hand-edited or stale link) is dropped here instead of being sent to the server.
 */
export function readListState(params: URLSearchParams, search: TSearchDefinition): ListState {
  const sortable = new Set(search.columns.filter((c) => c.sortable).map((c) => c.column));
  const rawSort = params.get("sort") ?? "";
  const column = rawSort.replace(/^-/, "");
  const filters: Record<string, string> = {};
  for (const filter of search.filters) {
    const value = params.get(FILTER_PREFIX + filter.item_name);
    if (value) filters[filter.item_name] = value;
  }
  const size = positiveInt(params.get("size"));
  const declared = new Set(search.columns.map((c) => c.column));
  const columns = (params.get("cols") ?? "").split(",").filter((c) => declared.has(c));
  return {
    searchValue: params.get("q") ?? "",
    filters,
    sort: sortable.has(column) ? { column, direction: rawSort.startsWith("-") ? "desc" : "asc" } : null,
    page: positiveInt(params.get("page")) ?? 1,
    pageSize: size && pageSizesOf(search).includes(size) ? size : search.pageSize,
    cursor: params.get("cursor") || null,
    columns: columns.length ? [...new Set(columns)] : null,
  };
}

/** The URL of a state; defaults are left out so plain lists keep plain addresses. */
export function writeListState(state: ListState, search: TSearchDefinition): URLSearchParams {
  const params = new URLSearchParams();
  if (state.searchValue) params.set("q", state.searchValue);
  for (const [item, value] of Object.entries(state.filters))
    if (value) params.set(FILTER_PREFIX + item, value);
  if (state.sort) params.set("sort", (state.sort.direction === "desc" ? "-" : "") + state.sort.column);
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== search.pageSize) params.set("size", String(state.pageSize));
  if (state.cursor) params.set("cursor", state.cursor);
  if (state.columns?.length) params.set("cols", state.columns.join(","));
  return params;
}
