import type { Db } from "../../db/client.js";
import { insertNote } from "../requestwf/timeline.repository.js";
import type { Actor } from "../sessions/actor.js";

/**
 * A request's status changes are its timeline (requestwf timeline: notes of kind STATUS whose text
 * is a status code). Every writer of a status calls this in the same transaction as the write, so
 * the history can never miss or invent a change. Other tables keep no status history.
 */
export async function recordStatusChange(
  db: Db,
  actor: Actor,
  table: string,
  id: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  if (table !== "service_requests" || typeof after !== "string" || after === before) return;
  await insertNote(db, id, after, actor.personId, "STATUS");
}
