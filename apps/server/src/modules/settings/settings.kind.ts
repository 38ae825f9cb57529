import { SETTINGS_FORMAT, type TSettingsDocument } from "@fsm/metadata";
import type { DocumentKind } from "../../engine/documents/document-kind.js";
import { invalidDocument } from "../../engine/documents/documents.errors.js";
import { canChangeAppParams } from "../../platform/app-config/app-params.policy.js";
import { storeParams } from "../../platform/app-config/app-params.repository.js";
import { paramsOfSettings } from "../../platform/app-config/settings-params.js";

/**
 * The product settings in the document store (one document, "portal"): updateAppParam, the
 * studio's Product page and the seed write it, so each change is a revision to diff and revert.
 * app_params stays the read model every use of a parameter reads, written with each revision.
 */
export const SETTINGS_KIND: DocumentKind<TSettingsDocument> = {
  format: SETTINGS_FORMAT,
  validate: async (_db, raw) => {
    const parsed = SETTINGS_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    return parsed.value;
  },
  canWrite: canChangeAppParams,
  stored: (db, doc) => storeParams(db, paramsOfSettings(doc)),
  // Every use of a parameter (getConfigData, upload limits, sign-up) reads app_params per
  // request on every instance: no cache to clear.
  clears: [],
  importable: true,
};
