import { DEFAULT_MESSAGES, type TConfigData } from "@fsm/contracts";
import { paramBool, paramInt, paramList, type Params } from "./app-params.js";

const orNull = (value: string) => (value.trim() ? value : null);

/** Keys of the login translations: every default text plus any extra `login_*` text (e.g. login_message). */
function loginTranslations(messages: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = { ...DEFAULT_MESSAGES };
  for (const [key, text] of Object.entries(messages)) {
    if (key in DEFAULT_MESSAGES || key.startsWith("login_")) result[key] = text;
  }
  return result;
}

/** Configuration fields of spec §3 (getConfigData). */
export function presentConfig(
  params: Params,
  messages: Record<string, string>,
  lastRefresh: string,
): TConfigData {
  return {
    companyName: params.companyName,
    fileTypesBlackList: paramList(params.fileTypesBlackList),
    maxRequestLength: paramInt(params.maxRequestLength, 5 * 1024 * 1024),
    maxCodeSelectOptions: paramInt(params.maxCodeSelectOptions, 200),
    baselineOnlyMetadata: paramBool(params.baselineOnlyMetadata),
    companyLogoName: orNull(params.companyLogoName),
    desktopFaviconPath: orNull(params.desktopFaviconPath),
    mobileFaviconPath: orNull(params.mobileFaviconPath),
    loginBackgroundPath: orNull(params.loginBackgroundPath),
    alignLoginFormRight: paramBool(params.alignLoginFormRight),
    isLobbyOnlyDashboard: paramBool(params.isLobbyOnlyDashboard),
    enableSignup: paramBool(params.enableSignup),
    canEditRequest: paramBool(params.canEditRequest),
    last_message_cache_refresh_time: lastRefresh,
    messages: { portal_login_translations: loginTranslations(messages) },
  };
}

/** Configurations.aspx: the public, non-secret settings as `name=value` lines. */
export function presentConfigText(config: TConfigData, version: string): string {
  const lines = [
    `productName=fsm-portal`,
    `version=${version}`,
    `companyName=${config.companyName}`,
    `enableSignup=${config.enableSignup}`,
    `maxRequestLength=${config.maxRequestLength}`,
    `maxCodeSelectOptions=${config.maxCodeSelectOptions}`,
    `fileTypesBlackList=${config.fileTypesBlackList.join(",")}`,
    `baselineOnlyMetadata=${config.baselineOnlyMetadata}`,
    `isLobbyOnlyDashboard=${config.isLobbyOnlyDashboard}`,
    `last_message_cache_refresh_time=${config.last_message_cache_refresh_time}`,
  ];
  return `${lines.join("\n")}\n`;
}
