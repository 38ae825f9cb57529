import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import * as history from "../documents/document-store.js";
import { presentRevision } from "../documents/documents.presenter.js";
import { SCREEN_KIND } from "./screen.kind.js";
import { unknownScreen } from "./screens.errors.js";
import { findScreenById } from "./screens.repository.js";
import { storeDocument } from "./screens.service.js";

/** A screen's history in the document store, under the screen calls' own names (screenId). */
export async function revisionsOf(db: Db, screenId: number) {
  const rows = await history.revisionsOf(db, SCREEN_KIND, screenId);
  return rows.map((row) => ({ screenId, ...presentRevision(row) }));
}

/** What changed from one revision to another; a deletion compares as null. */
export async function diffRevisions(db: Db, screenId: number, from: number, to: number) {
  return { screenId, from, to, changes: await history.diffRevisions(db, SCREEN_KIND, screenId, from, to) };
}

/**
 * Restores an old document as a new revision of the screen, under its current name. It is
 * validated again: a screen, column or message it names may have gone since.
 */
export async function revertToRevision(
  db: Db,
  actor: Actor,
  screenId: number,
  revision: number,
  { comment, baseRevision }: { comment?: string; baseRevision?: number } = {},
) {
  const screen = await findScreenById(db, screenId);
  if (!screen) throw unknownScreen(screenId);
  const doc = await history.restorableDocument(db, SCREEN_KIND, screenId, revision, screenId, (old) => ({
    ...old,
    name: screen.name,
  }));
  return storeDocument(db, actor, doc, {
    comment: comment ?? `reverted to revision ${revision}`,
    baseRevision,
  });
}
