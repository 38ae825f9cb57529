import { message, nulFreeText, type TAppParamValue, type TKeyedMessage } from "@fsm/contracts";
import {
  FILE_EXTENSION,
  isRelativePortalPath,
  MAX_CODE_SELECT_OPTIONS_CAP,
  MAX_REQUEST_LENGTH_CAP,
  SETTING_TEXT_MAX,
} from "@fsm/metadata";
import { z } from "zod";
import type { ParamName } from "./app-params.js";

const flag = z
  .union([
    z.boolean(),
    nulFreeText()
      .trim()
      .toLowerCase()
      .pipe(z.enum(["true", "false"])),
  ])
  .transform((v) => String(v));

const positiveInt = (max: number) =>
  z
    .union([z.number(), nulFreeText().trim().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().positive().max(max))
    .transform((n) => String(n));

/** File extensions, given as a list or as comma-separated text, stored lower-case without dots. */
const extensions = z
  .union([z.array(nulFreeText()), nulFreeText().transform((s) => (s.trim() ? s.split(",") : []))])
  .transform((list) => list.map((e) => e.trim().replace(/^\./, "").toLowerCase()))
  .pipe(z.array(nulFreeText().regex(FILE_EXTENSION)))
  .transform((list) => JSON.stringify([...new Set(list)]));

const text = nulFreeText().trim().max(SETTING_TEXT_MAX);

/** Branding images are served from the portal itself: a path relative to its base path, or empty. */
const relativePath = nulFreeText().trim().max(300).refine(isRelativePortalPath);

/** A parameter's check, and what its refusal says the parameter expects. */
type ParamRule = { schema: z.ZodType<string, unknown>; expect: (name: string) => TKeyedMessage };
const rule = (schema: z.ZodType<string, unknown>, expect: ParamRule["expect"]): ParamRule => ({
  schema,
  expect,
});
const FLAG = (name: string) => message("error_param_flag", { name });
const PATH = (name: string) => message("error_param_path", { name });

/** How each configuration field of spec §3 is checked and turned into its stored text. */
export const PARAM_RULES = {
  companyName: rule(text, (name) => message("error_param_text", { name, max: SETTING_TEXT_MAX })),
  enableSignup: rule(flag, FLAG),
  canEditRequest: rule(flag, FLAG),
  maxRequestLength: rule(positiveInt(MAX_REQUEST_LENGTH_CAP), (name) =>
    message("error_param_bytes", { name, max: MAX_REQUEST_LENGTH_CAP }),
  ),
  maxCodeSelectOptions: rule(positiveInt(MAX_CODE_SELECT_OPTIONS_CAP), (name) =>
    message("error_param_count", { name, max: MAX_CODE_SELECT_OPTIONS_CAP }),
  ),
  fileTypesBlackList: rule(extensions, (name) => message("error_param_extensions", { name })),
  baselineOnlyMetadata: rule(flag, FLAG),
  alignLoginFormRight: rule(flag, FLAG),
  isLobbyOnlyDashboard: rule(flag, FLAG),
  companyLogoName: rule(relativePath, PATH),
  desktopFaviconPath: rule(relativePath, PATH),
  mobileFaviconPath: rule(relativePath, PATH),
  loginBackgroundPath: rule(relativePath, PATH),
} satisfies Record<ParamName, ParamRule>;

export const isParamName = (name: string): name is ParamName => Object.hasOwn(PARAM_RULES, name);

export type ParsedParam = { ok: true; text: string } | { ok: false; reason: TKeyedMessage };

/** The stored text of a value, or why it is refused (what the parameter expects). */
export function parseParamValue(name: ParamName, value: TAppParamValue): ParsedParam {
  const { schema, expect } = PARAM_RULES[name];
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, text: parsed.data } : { ok: false, reason: expect(name) };
}
