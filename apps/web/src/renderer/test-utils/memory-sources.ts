import type { TScreenDocument } from "@fsm/metadata";
import type {
  CodeDataSource,
  CodeOption,
  ScreenLoader,
  SearchCriteria,
  SearchDataSource,
  TRow,
} from "../data-source";

/** In-memory data sources for tests: the same contracts the server's calls will fulfil. */
export function memoryCodes(tables: Record<string, CodeOption[]>) {
  const calls: { codeTable: string; search: string; limit: number }[] = [];
  const source: CodeDataSource = {
    codes: async (codeTable, { search, limit }) => {
      calls.push({ codeTable, search, limit });
      const all = tables[codeTable] ?? [];
      const matching = all.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()));
      return { options: matching.slice(0, limit), total: matching.length };
    },
  };
  return { source, calls };
}

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

/** Rows per screen; filters are matched by item_name → column through `filterColumns`. */
export function memorySearch(rows: Record<string, TRow[]>, filterColumns: Record<string, string> = {}) {
  const calls: SearchCriteria[] = [];
  const source: SearchDataSource = {
    search: async (criteria) => {
      calls.push(criteria);
      let found = (rows[criteria.screenName] ?? []).filter((row) =>
        Object.values(row).some((v) => text(v).toLowerCase().includes(criteria.searchValue.toLowerCase())),
      );
      for (const [item, value] of Object.entries(criteria.filters))
        found = found.filter((row) => text(row[filterColumns[item] ?? item]) === value);
      const [order] = criteria.orderBy;
      if (order)
        found = [...found].sort(
          (a, b) =>
            text(a[order.column]).localeCompare(text(b[order.column]), undefined, { numeric: true }) *
            (order.direction === "asc" ? 1 : -1),
        );
      const start = (criteria.page - 1) * criteria.pageSize;
      const page = found.slice(start, start + criteria.pageSize);
      const more = start + criteria.pageSize < found.length;
      return {
        rows: page,
        total: found.length,
        totalIsEstimate: false,
        nextCursor: more ? String(criteria.page + 1) : null,
      };
    },
  };
  return { source, calls };
}

export const memoryScreens =
  (documents: TScreenDocument[]): ScreenLoader =>
  async (name) => {
    const found = documents.find((d) => d.name.toLowerCase() === name.toLowerCase());
    if (!found) throw new Error(`No screen ${name}`);
    return found;
  };
