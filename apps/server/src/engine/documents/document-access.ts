import { forbidden } from "../../lib/app-error.js";
import { unauthenticated } from "../../plugins/session.plugin.js";
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

/** The kind a read of published documents names: 404 for no such kind, 401/403 for who may not read it. */
export function readableKindFor(actor: Actor | null, name: string): DocumentKind {
  const kind = findDocumentKind(name);
  if (!kind) throw unknownKind(name);
  if (kind.read?.(actor) || (actor && kind.canWrite(actor))) return kind;
  throw actor ? forbidden() : unauthenticated("none");
}
