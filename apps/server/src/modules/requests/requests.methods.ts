import { sql } from "drizzle-orm";
import { nulFreeText } from "@fsm/contracts";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { presentRow } from "../../engine/dictionary/dictionary.presenter.js";
import { findTable } from "../../engine/dictionary/dictionary.js";
import { addNote as addRequestNote } from "./timeline.service.js";
import type { PerformMethod } from "../../engine/records/perform-methods.js";
import { StaleWriteError } from "../../engine/records/records.errors.js";
import { assertCanWrite } from "../../engine/dictionary/table-write.policy.js";
import { lockRow } from "../../engine/records/records.repository.js";
import { recordStatusChange } from "../../engine/records/status-history.js";
import { assertStatusMove } from "../../engine/records/status-transitions.js";
import type { Actor } from "../../platform/sessions/actor.js";

const requests = () => findTable("service_requests")!;

/** A request the caller may write, locked; a version, when given, must be the stored one (409). */
async function writableRequest(db: Db, actor: Actor, id: number, version?: number) {
  const table = requests();
  await assertCanWrite(db, actor, table);
  const row = await lockRow(db, actor, table, id);
  if (!row) throw notFound("error_no_row", { table: "service_requests", id: String(id) });
  if (version !== undefined && Number(row.version) !== version) throw new StaleWriteError(presentRow(row));
  return row;
}

const addNote = z.object({
  requestId: z.coerce.number().int().positive(),
  text: nulFreeText().trim().min(1).max(4000),
  attachmentIds: z.array(nulFreeText().max(100)).max(20).default([]),
});
const cancel = z.object({
  requestId: z.coerce.number().int().positive(),
  version: z.coerce.number().int().optional(),
});

/** The invokempm methods of service requests (saveupdate/perform-methods.ts reads them). */
export const REQUEST_METHODS: Record<string, PerformMethod> = {
  addRequestNote: {
    parameters: addNote,
    // The same service as POST requestwf/addnote: one rule for notes (open request in scope;
    // canEditRequest does not apply, notes are not edits), one refusal of closed requests (409).
    async run(db, actor, p: z.infer<typeof addNote>) {
      const note = await addRequestNote(db, actor, p);
      return {
        id: note.id,
        request_id: p.requestId,
        kind: "NOTE",
        text: note.text,
        created_at: note.at,
        author: note.author,
      };
    },
  },
  cancelServiceRequest: {
    parameters: cancel,
    async run(db, actor, p: z.infer<typeof cancel>) {
      const before = await writableRequest(db, actor, p.requestId, p.version);
      // A closed or already cancelled request is not cancelled again (409), by the table's lifecycle.
      assertStatusMove(actor, "service_requests", before, "CANCELLED", "parameters");
      const [row] = await rowsOf(
        db,
        sql`update service_requests set status = 'CANCELLED', closed_at = now(), updated_at = now(),
            version = version + 1 where id = ${p.requestId} returning id, status, closed_at, version`,
      );
      await recordStatusChange(db, actor, "service_requests", p.requestId, before, row!);
      return presentRow(row!);
    },
  },
};
