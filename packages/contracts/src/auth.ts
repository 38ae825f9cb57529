import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";
import { DEFAULT_MESSAGES, type TMessageKey } from "./messages.js";

export type TMessageLookup = (key: TMessageKey) => string;
const defaults: TMessageLookup = (key) => DEFAULT_MESSAGES[key];

/** Sign-in credentials of spec §3. userName is an e-mail or a user name (see normalizeLoginId). */
export const makeLoginRequestSchema = (t: TMessageLookup = defaults) =>
  z.object({
    userName: text({ error: t("login_username_required") }).check(
      z.trim(),
      z.minLength(1, t("login_username_required")),
      z.maxLength(254),
    ),
    password: text({ error: t("login_password_required") }).check(
      z.minLength(1, t("login_password_required")),
      z.maxLength(1024),
    ),
    localTimeZoneMinutes: z.optional(z.int().check(z.minimum(-840), z.maximum(840))),
    localTimeZone: z.optional(text().check(z.maxLength(64))),
    rememberMe: z.optional(z.boolean()),
  });
export const ZLoginRequest = makeLoginRequestSchema();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Read fields of the sign-in response (spec §3). Travels as a JSON string. */
export const ZLoginResponse = z.object({
  loggedInId: z.int(),
  serverTimeOffSet: z.number().check(z.describe("Server UTC offset minus the client's, in minutes")),
  requestCreateUpdate: z.boolean().check(z.describe("canEditRequest: may this user edit requests")),
  authHeader: text().check(z.describe("Value for the Authorization header of later calls")),
  server_cache: z.object({ last_message_cache_refresh_time: text() }),
  userlocale: text(),
  screen_metadata: z.object({ baselineOnlyMetadata: z.boolean() }),
  rememberUntil: z.nullable(text()).check(z.describe("ISO expiry of a Remember Me session, else null")),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLogoutRequest = z.object({ userName: z.optional(z.union([text(), z.number()])) });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

export const ZLoggedInData = z.object({
  FirstName: text(),
  LastName: text(),
  EmailAddress: text(),
  PersonId: z.int(),
  ImageId: z.nullable(text()),
  UserName: text(),
  requestCreateUpdate: z
    .boolean()
    .check(z.describe("canEditRequest: may this user edit requests (as the sign-in answer says)")),
});
export type TLoggedInData = z.infer<typeof ZLoggedInData>;

/** Spec §5: a typed login id is lowercased when it is an e-mail, otherwise uppercased. */
export function normalizeLoginId(raw: string): string {
  const value = raw.trim();
  return value.includes("@") && z.email().safeParse(value).success
    ? value.toLowerCase()
    : value.toUpperCase();
}
