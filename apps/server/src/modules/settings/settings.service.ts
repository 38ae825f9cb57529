import type { TUpdateAppParamRequest, TUpdateAppParamResponse } from "@fsm/contracts";
import type { TSettingsDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import * as repo from "../../engine/documents/documents.repository.js";
import { isParamName, parseParamValue } from "../../platform/app-config/app-param-values.js";
import { badParamValue, unknownParam } from "../../platform/app-config/app-params.errors.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { readConfigData } from "../../platform/app-config/config.service.js";
import { settingOfParam, settingsOfParams } from "../../platform/app-config/settings-params.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { SETTINGS_KIND } from "./settings.kind.js";

/**
 * The settings document as stored, locked for this write; before the seed has written one (a
 * database from before the kind), the parameters as app_params holds them.
 */
export async function lockedSettings(db: Db): Promise<TSettingsDocument> {
  const found = await repo.findByName(db, SETTINGS_KIND.format.kind, "portal");
  const row = found && (await repo.lockDocument(db, found.id));
  const parsed = row ? SETTINGS_KIND.format.parse(row.document) : undefined;
  if (parsed?.ok) return parsed.value;
  return SETTINGS_KIND.validate(db, settingsOfParams(await loadParams(db)));
}

/**
 * updateAppParam (the route allows designers only): one known configuration field, checked by its
 * type, stored as the next revision of the settings document. Every use of a parameter reads it
 * per request, so the new value holds from the next call on, on every instance.
 */
export async function updateAppParam(
  db: Db,
  actor: Actor,
  { paramName, paramValue }: TUpdateAppParamRequest,
): Promise<TUpdateAppParamResponse> {
  if (!isParamName(paramName)) throw unknownParam(paramName);
  const parsed = parseParamValue(paramName, paramValue);
  if (!parsed.ok) throw badParamValue(parsed.reason);
  const current = await lockedSettings(db);
  const doc = await SETTINGS_KIND.validate(db, {
    ...current,
    [paramName]: settingOfParam(paramName, parsed.text),
  });
  await storeDocument(db, SETTINGS_KIND, actor, doc, { comment: `updateAppParam ${paramName}` });
  const config = await readConfigData(db);
  return {
    status: "success",
    message: `${paramName} has been updated.`,
    paramName,
    paramValue: config[paramName],
  };
}
