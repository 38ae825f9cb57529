import { ApiPath, ZConfigData, type TConfigData } from "@fsm/contracts";
import { apiRequest } from "../api-client";
import { SessionKey } from "../storage-keys";

export function readStoredConfig(): TConfigData | null {
  try {
    const raw = sessionStorage.getItem(SessionKey.serverConfig);
    return raw ? ZConfigData.parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Logout removes the stored server config (spec §4) so the next page load fetches it afresh. */
export function removeStoredConfig(): void {
  sessionStorage.removeItem(SessionKey.serverConfig);
}

/**
 * GET Authentication/getConfigData before the first render (spec §7: "synchronous, at startup").
 * The body is a JSON string holding the JSON. The answer is kept in session storage; when the
 * server cannot be reached the stored copy of this tab keeps the portal usable.
 */
export async function loadConfig(): Promise<TConfigData> {
  try {
    const config = await apiRequest(ApiPath.getConfigData, {
      jsonString: true,
      schema: ZConfigData,
      handleErrors: false,
    });
    sessionStorage.setItem(SessionKey.serverConfig, JSON.stringify(config));
    return config;
  } catch (error) {
    const stored = readStoredConfig();
    if (stored) return stored;
    throw error;
  }
}
