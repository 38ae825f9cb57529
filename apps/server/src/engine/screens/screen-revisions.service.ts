import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { jsonDiff } from "./json-diff.js";
import { findRevision, listRevisions } from "./screen-revisions.repository.js";
import { deletedRevision, unknownRevision, unknownScreen } from "./screens.errors.js";
import { presentRevision } from "./screens.presenter.js";
import { findScreenById } from "./screens.repository.js";
import { storeDocument } from "./screens.service.js";
import { validateDocument } from "./screens.validate.js";

export async function revisionsOf(db: Db, screenId: number) {
  const rows = await listRevisions(db, screenId);
  if (!rows.length) throw unknownScreen(screenId);
  return rows.map(presentRevision);
}

async function revisionOrThrow(db: Db, screenId: number, revision: number) {
  const row = await findRevision(db, screenId, revision);
  if (!row) throw unknownRevision(screenId, revision);
  return row;
}

/** What changed from one revision to another; a deletion compares as null. */
export async function diffRevisions(db: Db, screenId: number, from: number, to: number) {
  const before = await revisionOrThrow(db, screenId, from);
  const after = await revisionOrThrow(db, screenId, to);
  return { screenId, from, to, changes: jsonDiff(before.document, after.document) };
}

/**
 * Restores an old document as a new revision. It is validated again: a screen, column or message
 * it names may have gone since.
 */
export async function revertToRevision(
  db: Db,
  actor: Actor,
  screenId: number,
  revision: number,
  comment?: string,
) {
  const screen = await findScreenById(db, screenId);
  if (!screen) throw unknownScreen(screenId);
  const old = await revisionOrThrow(db, screenId, revision);
  if (old.document === null) throw deletedRevision(revision);
  const doc = await validateDocument(db, { ...(old.document as object), name: screen.name });
  return storeDocument(db, actor, doc, { comment: comment ?? `reverted to revision ${revision}` });
}
