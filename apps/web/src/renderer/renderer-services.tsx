import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useConfig } from "../lib/config/use-config";
import { useMessage, type TTranslate } from "../lib/messages/use-message";
import { execSearch } from "./api/exec-search";
import { httpCodeSource } from "./api/fetch-codes";
import { fetchScreen, screenQueryOptions } from "./api/fetch-screen";
import { getInfoCardData, type InfoCardRequest } from "./api/get-info-card-data";
import { refreshCounter } from "./api/refresh-counters";
import type { CodeDataSource, ScreenLoader, SearchDataSource, TRow } from "./data-source";
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
  /** infocarddata: the columns an info card shows of one row (null: none the caller may see). */
  infoCards: { row(request: InfoCardRequest, signal?: AbortSignal): Promise<TRow | null> };
}

/** The server's calls; tests and previews replace any of them through the provider. */
function httpServices(t: TTranslate): RendererServices {
  return {
    loadScreen: fetchScreen,
    codes: httpCodeSource(t),
    lookupSearch: { search: execSearch },
    counters: { count: refreshCounter },
    infoCards: { row: getInfoCardData },
  };
}

function useHttpServices(): RendererServices {
  const t = useMessage();
  return useMemo(() => httpServices(t), [t]);
}

const ServicesContext = createContext<RendererServices | null>(null);

export function RendererServicesProvider(props: {
  services: Partial<RendererServices>;
  children: ReactNode;
}) {
  const http = useHttpServices();
  const value = { ...http, ...props.services };
  return <ServicesContext.Provider value={value}>{props.children}</ServicesContext.Provider>;
}

/** The provided services, else the server's own. */
export function useRendererServices(): RendererServices {
  const provided = useContext(ServicesContext);
  const http = useHttpServices();
  return provided ?? http;
}

/** A screen document by name through the spec §4 cache. */
export function useScreen(params: ScreenKeyParams) {
  const { baselineOnlyMetadata } = useConfig();
  const { loadScreen } = useRendererServices();
  return useQuery(screenQueryOptions(params, baselineOnlyMetadata, loadScreen));
}
