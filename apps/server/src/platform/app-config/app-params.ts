import { defaultSettingsDocument, type TSettingName } from "@fsm/metadata";

/** A setting as app_params stores it: flags and numbers as text, lists as JSON. */
export const paramText = (value: string | number | boolean | readonly string[]): string =>
  Array.isArray(value) ? JSON.stringify(value) : String(value);

/**
 * Names and baseline values of the app parameters: the fields of the settings document (kind
 * "settings", packages/metadata), whose defaults are the baseline. Values are text; lists are
 * JSON. Branding paths are relative to the app's base path (e.g. `api/branding/logo.svg`), so they
 * also work when the portal is mounted under /{base}/.
 */
export const BASELINE_PARAMS: Record<TSettingName, string> = (() => {
  const { formatVersion: _version, name: _name, ...settings } = defaultSettingsDocument();
  return Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, paramText(value)]),
  ) as Record<TSettingName, string>;
})();

export type ParamName = keyof typeof BASELINE_PARAMS;

/** Never served: the HMAC key of the XSRF tokens, generated at first start and shared by all instances. */
export const XSRF_SECRET_PARAM = "xsrfSecret";
/** Never served: the HMAC key of the sign-in device cookies (modules/auth/device-cookie.ts), shared likewise. */
export const DEVICE_SECRET_PARAM = "deviceCookieSecret";
export type Params = Record<ParamName, string>;

export function readParams(rows: { name: string; value: string }[]): Params {
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  const names = Object.keys(BASELINE_PARAMS) as ParamName[];
  return Object.fromEntries(names.map((n) => [n, stored.get(n) ?? BASELINE_PARAMS[n]])) as Params;
}

export const paramBool = (value: string): boolean => value.trim().toLowerCase() === "true";
export const paramInt = (value: string, fallback: number): number => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
};
export function paramList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
