import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";
import { ZPortalMessages } from "./messages.js";

/** Configuration fields of spec §3, served by getConfigData as a JSON string. */
export const ZConfigData = z.object({
  companyName: text(),
  fileTypesBlackList: z.array(text()),
  maxRequestLength: z.int().check(z.describe("Largest accepted upload in bytes")),
  maxCodeSelectOptions: z.int(),
  baselineOnlyMetadata: z.boolean(),
  companyLogoName: z.nullable(text()),
  desktopFaviconPath: z.nullable(text()),
  mobileFaviconPath: z.nullable(text()),
  loginBackgroundPath: z.nullable(text()),
  alignLoginFormRight: z.boolean(),
  isLobbyOnlyDashboard: z.boolean(),
  enableSignup: z.boolean(),
  canEditRequest: z.boolean(),
  last_message_cache_refresh_time: text(),
  messages: z.object({ portal_login_translations: ZPortalMessages }),
});
export type TConfigData = z.infer<typeof ZConfigData>;
