import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../dataview/dataview.repository.js";
import type { Actor } from "../sessions/actor.js";
import { isNumbered, numberColumn } from "./record-numbers.repository.js";

/** The number nextRecordNumber gave the row (read back: insertRow answers only the id). */
export async function numberOf(db: Db, table: string, id: number): Promise<string> {
  if (!isNumbered(table)) return String(id);
  const column = sql.identifier(numberColumn(table));
  const [row] = await rowsOf(db, sql`select ${column} as n from ${sql.identifier(table)} where id = ${id}`);
  return String(row!.n);
}

/** A status change in the request's history: kind STATUS, the status code as its text. */
export async function insertStatusNote(db: Db, requestId: number, status: string, actor: Actor) {
  await db.execute(sql`insert into request_notes (request_id, kind, text, author_person_id)
    values (${requestId}, 'STATUS', ${status}, ${actor.personId})`);
}
