import { forbidden } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findDocumentKind, type DocumentKind } from "./document-kind.js";
import { unknownKind } from "./documents.errors.js";

/** The declared kind a request names, if its writer may use it: 404 for no such kind, else 403. */
export function kindFor(actor: Actor, name: string): DocumentKind {
  const kind = findDocumentKind(name);
  if (!kind) throw unknownKind(name);
  if (!kind.canWrite(actor)) throw forbidden();
  return kind;
}
