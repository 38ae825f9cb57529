import type { TAddNoteRequest, TTimelineNote, TTimelineResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import { loadCodes } from "../../engine/codes/codes.repository.js";
import { STATUS_CODE_TABLE } from "./request-statuses.codes.js";
import { linkUpload } from "../../engine/attachments/attachments.service.js";
import { assertAreaAccess } from "../../engine/dictionary/table-access.policy.js";
import { findTable } from "../../engine/dictionary/dictionary.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { canonicalHash } from "../../engine/submissions/idempotency.js";
import { idempotencyConflict } from "../../engine/submissions/submissions.errors.js";
import {
  claimKey,
  findKey,
  forgetOldKeys,
  storeResult,
} from "../../engine/submissions/submission-keys.repository.js";
import { requestClosed } from "./timeline.errors.js";
import { canAddNote } from "./timeline.policy.js";
import { presentNote, presentTimeline } from "./timeline.presenter.js";
import { findRequest, insertNote, listNotes, noteAttachments } from "./timeline.repository.js";

const requests = () => findTable("service_requests")!;

/** A request outside the caller's scope reads as missing (404), like every other row read. */
async function visibleRequest(db: Db, actor: Actor, id: number, lock = false) {
  const table = requests();
  assertAreaAccess(actor, table);
  const request = await findRequest(db, actor, table, id, lock);
  if (!request) throw notFound("error_no_service_request", { id: String(id) });
  return request;
}

export async function timeline(db: Db, actor: Actor, requestId: number): Promise<TTimelineResponse> {
  const request = await visibleRequest(db, actor, requestId);
  const notes = await listNotes(db, request.id);
  const files = await noteAttachments(
    db,
    notes.map((n) => n.id),
  );
  const statuses = new Set((await loadCodes(db, STATUS_CODE_TABLE))?.map((c) => c.code));
  return presentTimeline(notes, files, statuses, canAddNote(request.isOpen));
}

/** The workflow column of a note's idempotency key (submission_keys holds both kinds). */
const NOTE_KEY_KIND = "NOTE";

/**
 * addnote: a NOTE on an open request in the caller's scope, with the caller's unlinked uploads.
 * With an idempotencyKey the note is written at most once (as submitworkflow's record): the
 * (person, key) claim comes first, so a replay, even one sent at the same moment, answers the
 * first note; the same key with another note is a 409.
 */
export async function addNote(db: Db, actor: Actor, body: TAddNoteRequest): Promise<TTimelineNote> {
  // PostgreSQL text cannot hold NUL: refused by name instead of failing the insert.
  if (body.text.includes("\u0000")) throw fieldError("text", "error_nul_characters");
  const key = body.idempotencyKey?.toLowerCase();
  if (key) {
    const { requestId, text, attachmentIds } = body;
    const payloadHash = canonicalHash({ requestId, text, attachmentIds });
    await forgetOldKeys(db, actor.personId);
    const claim = { personId: actor.personId, key, workflow: NOTE_KEY_KIND, payloadHash };
    if (!(await claimKey(db, claim))) {
      const stored = await findKey<{ noteId: number }>(db, actor.personId, key);
      if (!stored?.result || stored.payloadHash !== payloadHash) throw idempotencyConflict(key);
      const request = await visibleRequest(db, actor, body.requestId);
      return presentedNote(db, request.id, stored.result.noteId);
    }
  }
  const request = await visibleRequest(db, actor, body.requestId, true);
  if (!canAddNote(request.isOpen)) throw requestClosed(request.number, request.status);
  const noteId = await insertNote(db, request.id, body.text, actor.personId);
  const notesTable = findTable("request_notes")!;
  for (const [i, fileId] of body.attachmentIds.entries())
    await linkUpload(db, actor, `attachmentIds[${i}]`, fileId, notesTable, noteId);
  if (key) await storeResult(db, actor.personId, key, { noteId });
  return presentedNote(db, request.id, noteId);
}

async function presentedNote(db: Db, requestId: number, noteId: number): Promise<TTimelineNote> {
  const [note] = await listNotes(db, requestId, noteId);
  if (!note) throw notFound();
  return presentNote(note, (await noteAttachments(db, [noteId])).get(noteId) ?? []);
}
