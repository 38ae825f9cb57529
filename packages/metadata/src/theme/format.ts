import { defineDocumentFormat } from "../document/document-format.js";
import { THEME_FORMAT_VERSION, ZThemeDocument, type TThemeDocument } from "./theme-document.js";

/** The theme document kind (the studio's theme pages; the portal's style sheet is built from it). */
export const THEME_FORMAT = defineDocumentFormat<TThemeDocument>({
  kind: "theme",
  version: THEME_FORMAT_VERSION,
  schema: ZThemeDocument,
  migrations: [],
  nameOf: (doc) => doc.name,
});
