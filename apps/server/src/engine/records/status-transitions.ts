import { ErrorCode, message } from "@fsm/contracts";
import { fieldDetail, invalidFields } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";
import type { StatusRole, StatusTransitions } from "../dictionary/status-transitions.types.js";

// The lifecycle a table's business module declares with its behaviour; a table without one has
// no status rules.
export const statusTransitionsOf = (table: string): StatusTransitions | undefined =>
  tableBehaviour(table)?.status;

// Roles are rows an administrator edits; what decides a status rule is whose rows the role sees.
const roleOf = (actor: Actor): StatusRole => (actor.scope === "all" ? "staff" : "customer");

/**
 * What the caller may set the status of a stored record to (the stored status first, so a form
 * can show it): the declared transitions for the caller's role from that status. A form offers
 * only these, so the server's 403/409 for another status is never met by choosing from the list.
 */
export function statusChoices(
  actor: Actor,
  table: string,
  stored: Record<string, unknown>,
): { column: string; values: string[] } | undefined {
  const declared = statusTransitionsOf(table);
  if (!declared) return undefined;
  const before = stored[declared.column];
  const from = before === undefined || before === null ? "" : String(before);
  const targets = declared.allowed[roleOf(actor)][from] ?? [];
  return { column: declared.column, values: [...new Set([...(from ? [from] : []), ...targets])] };
}

/**
 * The one check every writer of a status runs before it writes (updateentity, invokempm, wizard
 * submissions, and any later writer): a status the caller's role may never set is forbidden (403);
 * one it may set, but not from the stored status, conflicts with the record's state (409). A form
 * sending the stored status back changes nothing. `stored` is undefined for a record not yet
 * stored; `written` holds the columns being written, `at` where the client sent them ("dataModel").
 */
export function assertStatusChange(
  actor: Actor,
  table: string,
  stored: Record<string, unknown> | undefined,
  written: Record<string, unknown>,
  at: string,
): void {
  const declared = statusTransitionsOf(table);
  if (!declared) return;
  const after = written[declared.column];
  const before = stored?.[declared.column];
  if (after === undefined || after === null || after === before) return;
  assertStatusMove(actor, table, stored, after, at);
}

/**
 * A writer whose whole purpose is the move (cancel) checks it even when the status would not
 * change: cancelling a cancelled request is refused, not done again.
 */
export function assertStatusMove(
  actor: Actor,
  table: string,
  stored: Record<string, unknown> | undefined,
  after: unknown,
  at: string,
): void {
  const declared = statusTransitionsOf(table);
  if (!declared) return;
  const before = stored?.[declared.column];
  const allowed = declared.allowed[roleOf(actor)];
  const from = before === undefined || before === null ? "" : String(before);
  const to = String(after);
  if (allowed[from]?.includes(to)) return;
  const path = `${at}.${declared.column}`;
  if (!Object.values(allowed).some((targets) => targets.includes(to))) {
    const refusal =
      roleOf(actor) === "staff"
        ? message("error_status_not_for_staff", { to })
        : message("error_status_not_for_customer", { to });
    throw invalidFields([fieldDetail(path, refusal)], 403, ErrorCode.Forbidden);
  }
  const refusal = from
    ? message("error_status_move", { from, to })
    : message("error_status_initial", { initial: declared.initial, to });
  throw invalidFields([fieldDetail(path, refusal)], 409, ErrorCode.Conflict);
}
