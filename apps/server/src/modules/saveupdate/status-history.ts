import type { Db } from "../../db/client.js";
import { insertNote } from "../requestwf/timeline.repository.js";
import type { Actor } from "../sessions/actor.js";
import { statusTransitionsOf } from "./status-transitions.js";

/**
 * A request's status changes are its timeline (requestwf timeline: notes of kind STATUS whose text
 * is a status code). Every writer of a status calls this in the same transaction as the write, so
 * the history can never miss or invent a change. Only tables whose lifecycle declares `history`
 * keep one; `stored` is undefined for a new record.
 */
export async function recordStatusChange(
  db: Db,
  actor: Actor,
  table: string,
  id: number,
  stored: Record<string, unknown> | undefined,
  written: Record<string, unknown>,
): Promise<void> {
  const lifecycle = statusTransitionsOf(table);
  if (!lifecycle?.history) return;
  const after = written[lifecycle.column];
  if (typeof after !== "string" || after === stored?.[lifecycle.column]) return;
  await insertNote(db, id, after, actor.personId, "STATUS");
}
