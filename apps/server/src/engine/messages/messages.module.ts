import { defineServerModule } from "../../lib/server-module.js";
import { MESSAGES_KIND } from "./messages.kind.js";

/** The portal messages of each locale, as revisioned documents (one write path: writeMessages). */
export const messagesModule = defineServerModule({
  name: "messages",
  documentKinds: [MESSAGES_KIND],
});
