import { createContext, useContext, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useConfig } from "../lib/config/use-config";
import { fetchScreen, screenQueryOptions } from "./api/fetch-screen";
import type { CodeDataSource, ScreenLoader, SearchDataSource } from "./data-source";
import type { ScreenKeyParams } from "./screen-cache-key";

/**
 * Data sources that field inputs deep in a form need (code values, lookup screens and their
 * search). Screens get theirs as parameters; fields get these from context so a form does not
 * thread them through every section.
 */
export interface RendererServices {
  loadScreen: ScreenLoader;
  codes: CodeDataSource;
  /** Search used by lookup pickers; the criteria name the lookup screen. */
  lookupSearch: SearchDataSource;
  /** refreshcounters: how many rows a counter's screen has for the caller. */
  counters: { count(screenName: string, elementId: string, signal?: AbortSignal): Promise<number> };
}

const unavailable = (what: string) => () => Promise.reject(new Error(`${what} are not available yet`));

const DEFAULT_SERVICES: RendererServices = {
  loadScreen: fetchScreen,
  codes: { codes: unavailable("Code values") },
  lookupSearch: { search: unavailable("Lookup searches") },
  counters: { count: unavailable("Counters") },
};

const ServicesContext = createContext<RendererServices>(DEFAULT_SERVICES);

export function RendererServicesProvider(props: {
  services: Partial<RendererServices>;
  children: ReactNode;
}) {
  const value = { ...DEFAULT_SERVICES, ...props.services };
  return <ServicesContext.Provider value={value}>{props.children}</ServicesContext.Provider>;
}

export const useRendererServices = (): RendererServices => useContext(ServicesContext);

/** A screen document by name through the spec §4 cache. */
export function useScreen(params: ScreenKeyParams) {
  const { baselineOnlyMetadata } = useConfig();
  const { loadScreen } = useRendererServices();
  return useQuery(screenQueryOptions(params, baselineOnlyMetadata, loadScreen));
}
