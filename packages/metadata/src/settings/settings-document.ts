import { z } from "zod";
import { option } from "../palette/option-text.js";

export const SETTINGS_FORMAT_VERSION = 1;
/** The one settings document: the portal's product settings. */
export const SETTINGS_DOCUMENT_NAME = "portal";

/** Largest upload a designer may allow: uploads are held in memory while they are checked. */
export const MAX_REQUEST_LENGTH_CAP = 100 * 1024 * 1024;
export const MAX_CODE_SELECT_OPTIONS_CAP = 10_000;
export const SETTING_TEXT_MAX = 200;
/** A file extension as the blacklist stores it: lower-case, without the dot. */
export const FILE_EXTENSION = /^[a-z0-9]{1,16}$/;

/**
 * Branding images are served from the portal itself (the CSP allows no other origin), so their
 * paths are relative to the base path: `api/branding/logo.svg`, or empty for none.
 */
export const isRelativePortalPath = (p: string): boolean =>
  p === "" || (/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(p) && !p.split("/").includes(".."));

const ZRelativePath = z
  .string()
  .max(300)
  .refine(isRelativePortalPath, "must be a path relative to the portal, such as api/branding/logo.svg");
/** Text PostgreSQL can store: no NUL character. */
export const hasNoNul = (text: string): boolean => !text.includes("\u0000");
const count = (max: number) => z.number().int().positive().max(max);

/** Extensions refused as uploads unless a designer changes the list: executables, scripts, markup. */
const BLOCKED_FILE_TYPES = [
  ...["exe", "bat", "cmd", "com", "msi", "scr", "dll", "js", "vbs"],
  ...["ps1", "sh", "jar", "html", "htm", "svg"],
] as const;

/**
 * The product settings (kind "settings", one document named "portal"): every configuration field
 * of getConfigData a designer may set (spec §3), typed. updateAppParam changes one field of it; the
 * server keeps app_params as the read model. Each field's default is the portal's baseline.
 */
export const ZSettingsDocument = z.object({
  formatVersion: z.literal(SETTINGS_FORMAT_VERSION),
  name: z.literal(SETTINGS_DOCUMENT_NAME),
  companyName: option(
    z.string().trim().max(SETTING_TEXT_MAX).refine(hasNoNul, "must be text").default(""),
    "setting_company_name",
  ),
  enableSignup: option(z.boolean().default(true), "setting_enable_signup"),
  canEditRequest: option(z.boolean().default(true), "setting_can_edit_request"),
  maxRequestLength: option(
    count(MAX_REQUEST_LENGTH_CAP).default(5 * 1024 * 1024),
    "setting_max_request_length",
  ),
  maxCodeSelectOptions: option(
    count(MAX_CODE_SELECT_OPTIONS_CAP).default(200),
    "setting_max_code_select_options",
  ),
  fileTypesBlackList: option(
    z
      .array(z.string().regex(FILE_EXTENSION, "must be a file extension without the dot, such as exe"))
      .max(500)
      .default(() => [...BLOCKED_FILE_TYPES]),
    "setting_file_types_black_list",
  ),
  baselineOnlyMetadata: option(z.boolean().default(false), "setting_baseline_only_metadata"),
  alignLoginFormRight: option(z.boolean().default(false), "setting_align_login_form_right"),
  isLobbyOnlyDashboard: option(z.boolean().default(false), "setting_is_lobby_only_dashboard"),
  companyLogoName: option(ZRelativePath.default(""), "setting_company_logo_name"),
  desktopFaviconPath: option(ZRelativePath.default(""), "setting_desktop_favicon_path"),
  mobileFaviconPath: option(ZRelativePath.default(""), "setting_mobile_favicon_path"),
  loginBackgroundPath: option(ZRelativePath.default(""), "setting_login_background_path"),
});

export type TSettingsDocument = z.infer<typeof ZSettingsDocument>;
export type TSettingsDocumentInput = z.input<typeof ZSettingsDocument>;
/** The settings a document holds, by name (formatVersion and name are the document's own). */
export type TSettingName = Exclude<keyof TSettingsDocument, "formatVersion" | "name">;

/** The baseline settings: every field at its default. */
export const defaultSettingsDocument = (): TSettingsDocument =>
  ZSettingsDocument.parse({ formatVersion: SETTINGS_FORMAT_VERSION, name: SETTINGS_DOCUMENT_NAME });
