import { createContext } from "react";
import { DEFAULT_PAGE_TITLE, type TConfigData } from "@fsm/contracts";

/**
 * What the portal assumes before (or without) a server configuration: no branding, sign-up off.
 * Used as the context default so components render in isolation (tests, storybook-like previews).
 */
export const FALLBACK_CONFIG: TConfigData = {
  companyName: DEFAULT_PAGE_TITLE,
  fileTypesBlackList: [],
  maxRequestLength: 0,
  maxCodeSelectOptions: 0,
  baselineOnlyMetadata: false,
  companyLogoName: null,
  desktopFaviconPath: null,
  mobileFaviconPath: null,
  loginBackgroundPath: null,
  alignLoginFormRight: false,
  isLobbyOnlyDashboard: false,
  enableSignup: false,
  canEditRequest: false,
  last_message_cache_refresh_time: "1970-01-01T00:00:00.000Z",
  messages: { portal_login_translations: {} },
};

export const ConfigContext = createContext<TConfigData>(FALLBACK_CONFIG);
