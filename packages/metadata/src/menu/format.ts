import { defineDocumentFormat } from "../document/document-format.js";
import { MENU_FORMAT_VERSION, ZMenuDocument, type TMenuDocument } from "./menu-document.js";

/** The side menu document kind (the side-menu editor writes it; the shell builds the menu from it). */
export const MENU_FORMAT = defineDocumentFormat<TMenuDocument>({
  kind: "menu",
  version: MENU_FORMAT_VERSION,
  schema: ZMenuDocument,
  migrations: [],
  nameOf: (doc) => doc.name,
});

export const parseMenuDocument = MENU_FORMAT.parse;
