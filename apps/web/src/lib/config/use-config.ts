import { useContext } from "react";
import type { TConfigData } from "@fsm/contracts";
import { ConfigContext } from "./config-context";

export { loadConfig, readStoredConfig, removeStoredConfig } from "./load-config";
export { ConfigContext, FALLBACK_CONFIG } from "./config-context";

/** The server configuration fetched at start-up (spec §7 getConfigData). */
export function useConfig(): TConfigData {
  return useContext(ConfigContext);
}
