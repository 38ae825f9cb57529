import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { actorName } from "../../engine/activity/activity-source.js";
import { readScope } from "../../engine/dictionary/table-access.policy.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";
import type { Actor } from "../../platform/sessions/actor.js";

export type RequestHead = { id: number; number: string; status: string; isOpen: boolean };

/** The request if the caller's row scope holds it; `lock` keeps it until commit (adding a note). */
export async function findRequest(
  db: Db,
  actor: Actor,
  table: DictTable,
  id: number,
  lock = false,
): Promise<RequestHead | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select t.id, t.request_number, t.status, coalesce(s.is_open, true) as is_open
        from service_requests t left join request_statuses s on s.code = t.status
        where t.id = ${id} and ${readScope(table, actor)} ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    number: String(row.request_number),
    status: String(row.status),
    isOpen: row.is_open === true || row.is_open === "t",
  };
}

export type NoteRow = { id: number; kind: string; text: string; at: Date; author: string };

/** The request's history, oldest first; authors by name ("System" once the person is gone). */
export async function listNotes(db: Db, requestId: number, noteId?: number): Promise<NoteRow[]> {
  const rows = await rowsOf(
    db,
    sql`select n.id, n.kind, n.text, n.created_at,
          coalesce(${actorName("p")}, 'System') as author
        from request_notes n left join persons p on p.id = n.author_person_id
        where n.request_id = ${requestId} ${noteId === undefined ? sql`` : sql`and n.id = ${noteId}`}
        order by n.created_at, n.id limit 1000`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    text: String(r.text),
    at: new Date(r.created_at as string | Date),
    author: String(r.author),
  }));
}

/** Files linked to the given notes, by note id. */
export async function noteAttachments(db: Db, noteIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (!noteIds.length) return out;
  const rows = await rowsOf(
    db,
    sql`select id, owner_id, file_name from attachments
        where owner_table = 'request_notes' and owner_id in (${sql.join(
          noteIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id`,
  );
  for (const r of rows) {
    const list = out.get(Number(r.owner_id)) ?? [];
    list.push({ id: Number(r.id), name: String(r.file_name) });
    out.set(Number(r.owner_id), list);
  }
  return out;
}

/** A note of the request's history: a person's NOTE, or a STATUS change (the status code as its text). */
export async function insertNote(
  db: Db,
  requestId: number,
  text: string,
  personId: number,
  kind: "NOTE" | "STATUS" = "NOTE",
) {
  const [row] = await rowsOf(
    db,
    sql`insert into request_notes (request_id, kind, text, author_person_id)
        values (${requestId}, ${kind}, ${text}, ${personId}) returning id`,
  );
  return Number(row!.id);
}
