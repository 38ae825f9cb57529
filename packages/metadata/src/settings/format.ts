import { defineDocumentFormat } from "../document/document-format.js";
import { SETTINGS_FORMAT_VERSION, ZSettingsDocument, type TSettingsDocument } from "./settings-document.js";

/** The product settings document kind (the studio's Product page; updateAppParam writes one field). */
export const SETTINGS_FORMAT = defineDocumentFormat<TSettingsDocument>({
  kind: "settings",
  version: SETTINGS_FORMAT_VERSION,
  schema: ZSettingsDocument,
  migrations: [],
  nameOf: (doc) => doc.name,
});
