import { SETTINGS_DOCUMENT_NAME, SETTINGS_FORMAT, type TSettingName } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { BASELINE_COMMENT } from "../../engine/documents/baseline-documents.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import { BASELINE_PARAMS, type ParamName } from "../../platform/app-config/app-params.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { settingsOfParams } from "../../platform/app-config/settings-params.js";
import { SETTINGS_KIND } from "./settings.kind.js";
import { lockedSettings } from "./settings.service.js";

/**
 * The settings document's first revision, from the parameters app_params holds (a database from
 * before the kind keeps its configuration; a new one gets the baseline). A value the format
 * refuses (written before its rule) starts at its baseline. Nothing is written once it exists.
 */
export async function seedSettings(db: Db): Promise<void> {
  if (await findByName(db, SETTINGS_KIND.format.kind, SETTINGS_DOCUMENT_NAME)) return;
  const params = await loadParams(db);
  const parsed = SETTINGS_FORMAT.parse(settingsOfParams(params));
  if (!parsed.ok)
    for (const issue of parsed.issues) {
      const name = /^\w+/.exec(issue.path)?.[0] as ParamName | undefined;
      if (name && name in BASELINE_PARAMS) params[name] = BASELINE_PARAMS[name];
    }
  const doc = await SETTINGS_KIND.validate(db, settingsOfParams(params));
  await storeDocument(db, SETTINGS_KIND, null, doc, { isBaseline: true, comment: BASELINE_COMMENT });
}

/** Fills settings still at their empty baseline (the demo's branding); a configured one is kept. */
export async function fillEmptySettings(
  db: Db,
  values: Partial<Record<TSettingName, string>>,
  comment: string,
) {
  const current = await lockedSettings(db);
  const empty = Object.entries(values).filter(([name]) => current[name as TSettingName] === "");
  if (!empty.length) return;
  const doc = await SETTINGS_KIND.validate(db, { ...current, ...Object.fromEntries(empty) });
  await storeDocument(db, SETTINGS_KIND, null, doc, { comment });
}
