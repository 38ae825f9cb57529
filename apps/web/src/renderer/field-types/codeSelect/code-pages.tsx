import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useQueries } from "@tanstack/react-query";
import type { CodePage } from "../../data-source";
import { useRendererServices } from "../../renderer-services";
import { firstCodesQuery, useCodeLimit, useMessagesStamp } from "./use-code-options";

/** The first page of each code table a region shows, by table; undefined while it loads. */
type CodePages = ReadonlyMap<string, CodePage | undefined>;

const CodePagesContext = createContext<CodePages | null>(null);

// Module-level, so TanStack keeps the combined array (structurally shared) while no page changes.
const pagesOf = (results: { data?: CodePage }[]) => results.map((result) => result.data);

/**
 * One query observer per code table for a region that shows many codes (a list's rows, each with
 * a status and a priority): its code displays read their labels from here instead of each
 * observing the table. A page of 25 cards made 50 observers, each with its timers and its
 * re-render when the codes arrived, all in the task that drew the rows (bench/README, thirteenth
 * round). The codes are asked for as the region mounts, beside its own data, not once its rows
 * have drawn.
 */
export function CodePagesProvider({ tables, children }: { tables: readonly string[]; children: ReactNode }) {
  const { codes } = useRendererServices();
  const limit = useCodeLimit();
  const stamp = useMessagesStamp();
  // By name, so a new array of the same tables (every render of a list) changes nothing.
  const names = [...new Set(tables)].join("\n");
  const list = useMemo(() => (names === "" ? [] : names.split("\n")), [names]);
  const pages = useQueries({
    queries: list.map((table) => firstCodesQuery(codes, table, limit, stamp)),
    combine: pagesOf,
  });
  const value = useMemo<CodePages>(
    () => new Map(list.map((table, index) => [table, pages[index]])),
    [list, pages],
  );
  return <CodePagesContext.Provider value={value}>{children}</CodePagesContext.Provider>;
}

/** The region's page of a code table; `provided` is false outside a region that holds that table. */
export function useProvidedCodePage(table: string): { provided: boolean; page?: CodePage } {
  const pages = useContext(CodePagesContext);
  if (!pages?.has(table)) return { provided: false };
  return { provided: true, page: pages.get(table) };
}
