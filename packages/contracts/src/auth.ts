import { z } from "zod";
import { DEFAULT_MESSAGES, type TMessageKey } from "./messages.js";

export type TMessageLookup = (key: TMessageKey) => string;
const defaults: TMessageLookup = (key) => DEFAULT_MESSAGES[key];

/** Sign-in credentials of spec §3. userName is an e-mail or a user name (see normalizeLoginId). */
export const makeLoginRequestSchema = (t: TMessageLookup = defaults) =>
  z.object({
    userName: z.string().trim().min(1, t("login_username_required")).max(254),
    password: z.string().min(1, t("login_password_required")).max(1024),
    localTimeZoneMinutes: z.number().int().min(-840).max(840).optional(),
    localTimeZone: z.string().max(64).optional(),
    rememberMe: z.boolean().optional(),
  });
export const ZLoginRequest = makeLoginRequestSchema();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Read fields of the sign-in response (spec §3). Travels as a JSON string. */
export const ZLoginResponse = z.object({
  loggedInId: z.number().int(),
  serverTimeOffSet: z.number().describe("Server UTC offset minus the client's, in minutes"),
  requestCreateUpdate: z.boolean().describe("canEditRequest: may this user edit requests"),
  authHeader: z.string().describe("Value for the Authorization header of later calls"),
  server_cache: z.object({ last_message_cache_refresh_time: z.string() }),
  userlocale: z.string(),
  screen_metadata: z.object({ baselineOnlyMetadata: z.boolean() }),
  rememberUntil: z.string().nullable().describe("ISO expiry of a Remember Me session, else null"),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLogoutRequest = z.object({ userName: z.union([z.string(), z.number()]).optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

export const ZLoggedInData = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  PersonId: z.number().int(),
  ImageId: z.string().nullable(),
  UserName: z.string(),
});
export type TLoggedInData = z.infer<typeof ZLoggedInData>;

/** Spec §5: a typed login id is lowercased when it is an e-mail, otherwise uppercased. */
export function normalizeLoginId(raw: string): string {
  const value = raw.trim();
  return value.includes("@") && z.email().safeParse(value).success
    ? value.toLowerCase()
    : value.toUpperCase();
}
