import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Actor } from "../sessions/actor.js";

/** A status change in the request's history: kind STATUS, the status code as its text. */
export async function insertStatusNote(db: Db, requestId: number, status: string, actor: Actor) {
  await db.execute(sql`insert into request_notes (request_id, kind, text, author_person_id)
    values (${requestId}, 'STATUS', ${status}, ${actor.personId})`);
}
