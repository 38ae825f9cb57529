import {
  defaultSettingsDocument,
  SETTINGS_DOCUMENT_NAME,
  SETTINGS_FORMAT_VERSION,
  type TSettingName,
  type TSettingsDocument,
} from "@fsm/metadata";
import { paramText, type Params } from "./app-params.js";

type SettingValue = TSettingsDocument[TSettingName];

const BASELINE = defaultSettingsDocument();
export const SETTING_NAMES = Object.keys(BASELINE).filter(
  (key) => key !== "formatVersion" && key !== "name",
) as TSettingName[];

/** The app_params rows of a settings document (the read model the server reads). */
export const paramsOfSettings = (doc: TSettingsDocument): Params =>
  Object.fromEntries(SETTING_NAMES.map((name) => [name, paramText(doc[name])])) as Params;

/** A stored parameter's text as the typed setting (the seed reads app_params into the first document). */
export function settingOfParam(name: TSettingName, text: string): SettingValue {
  const baseline = BASELINE[name];
  if (typeof baseline === "boolean") return text.trim().toLowerCase() === "true";
  if (typeof baseline === "number") return Number(text);
  if (Array.isArray(baseline)) return JSON.parse(text) as string[];
  return text;
}

/** A settings document holding the given parameters (values the format refuses fail its parse). */
export const settingsOfParams = (params: Params): Record<string, unknown> => ({
  formatVersion: SETTINGS_FORMAT_VERSION,
  name: SETTINGS_DOCUMENT_NAME,
  ...Object.fromEntries(SETTING_NAMES.map((name) => [name, settingOfParam(name, params[name])])),
});
