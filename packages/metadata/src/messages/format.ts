import { defineDocumentFormat } from "../document/document-format.js";
import { MESSAGES_FORMAT_VERSION, ZMessagesDocument, type TMessagesDocument } from "./messages-document.js";

/** The portal messages of one language (the studio's Messages page; every message write). */
export const MESSAGES_FORMAT = defineDocumentFormat<TMessagesDocument>({
  kind: "messages",
  version: MESSAGES_FORMAT_VERSION,
  schema: ZMessagesDocument,
  migrations: [],
  nameOf: (doc) => doc.locale,
});
