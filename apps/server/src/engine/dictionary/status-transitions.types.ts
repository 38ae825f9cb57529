import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";

/** Writes one status change to the record's history, in the transaction of the change. */
export type StatusHistory = (db: Db, actor: Actor, id: number, status: string) => Promise<void>;

/** Who moves a status: customers (their company's rows) or staff and designers (all rows). */
export type StatusRole = "customer" | "staff";

/**
 * A table's status lifecycle, declared as data by its business module (ARCHITECTURE §2 rule 3):
 * the status a new record starts in, who writes its changes to the record's history, and per role
 * which statuses each status may move to. "" stands for a record not yet stored; a status missing
 * from a role's map moves nowhere.
 */
export type StatusTransitions = {
  table: string;
  column: string;
  initial: string;
  history?: StatusHistory;
  allowed: Record<StatusRole, Readonly<Record<string, readonly string[]>>>;
};
