import { declareDocumentKinds } from "../engine/documents/document-kind.js";
import { declareScreenUsers } from "../engine/screens/screen-usages.js";
import { SERVER_MODULES } from "./server-modules.js";

/*
 * The metadata document kinds the store serves through its generic calls (list, export, history,
 * diff, revert, JSON Schema), and the documents that use screens, as the modules declare them
 * (`documentKinds`, `screenUsers`): imported for its effect by app.ts, like declared-tables.ts,
 * so each kind is declared once per process.
 */
declareDocumentKinds(...SERVER_MODULES.flatMap((m) => m.documentKinds ?? []));
declareScreenUsers(...SERVER_MODULES.flatMap((m) => m.screenUsers ?? []));
