import { z } from "zod";
import { text } from "./fields.js";
import { ZPortalMessages } from "./messages.js";

/** Configuration fields of spec §3, served by getConfigData as a JSON string. */
export const ZConfigData = z.object({
  companyName: text(),
  fileTypesBlackList: z.array(text()),
  maxRequestLength: z.number().int().describe("Largest accepted upload in bytes"),
  maxCodeSelectOptions: z.number().int(),
  baselineOnlyMetadata: z.boolean(),
  companyLogoName: text().nullable(),
  desktopFaviconPath: text().nullable(),
  mobileFaviconPath: text().nullable(),
  loginBackgroundPath: text().nullable(),
  alignLoginFormRight: z.boolean(),
  isLobbyOnlyDashboard: z.boolean(),
  enableSignup: z.boolean(),
  canEditRequest: z.boolean(),
  last_message_cache_refresh_time: text(),
  messages: z.object({ portal_login_translations: ZPortalMessages }),
});
export type TConfigData = z.infer<typeof ZConfigData>;
