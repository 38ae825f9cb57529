import { z } from "zod";
import { ZPortalMessages } from "./messages.js";

/** Configuration fields of spec §3, served by getConfigData as a JSON string. */
export const ZConfigData = z.object({
  companyName: z.string(),
  fileTypesBlackList: z.array(z.string()),
  maxRequestLength: z.number().int().describe("Largest accepted upload in bytes"),
  maxCodeSelectOptions: z.number().int(),
  baselineOnlyMetadata: z.boolean(),
  companyLogoName: z.string().nullable(),
  desktopFaviconPath: z.string().nullable(),
  mobileFaviconPath: z.string().nullable(),
  loginBackgroundPath: z.string().nullable(),
  alignLoginFormRight: z.boolean(),
  isLobbyOnlyDashboard: z.boolean(),
  enableSignup: z.boolean(),
  canEditRequest: z.boolean(),
  last_message_cache_refresh_time: z.string(),
  messages: z.object({ portal_login_translations: ZPortalMessages }),
});
export type TConfigData = z.infer<typeof ZConfigData>;
