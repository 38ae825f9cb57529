import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { statusTransitionsOf } from "./status-transitions.js";

/**
 * A record's status changes are its history when its lifecycle declares a `history` writer (the
 * requests module writes a request's timeline notes). Every writer of a status calls this in the
 * same transaction as the write, so the history can never miss or invent a change; `stored` is
 * undefined for a new record.
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
  await lifecycle.history(db, actor, id, after);
}
