import type { Db } from "../../db/client.js";
import { ErrorCode } from "@fsm/contracts";
import { AppError, forbidden } from "../../lib/app-error.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { paramBool } from "../../platform/app-config/app-params.js";
import { assertAreaAccess } from "./table-access.policy.js";
import type { DictTable } from "./dictionary.types.js";
import { tableBehaviour } from "./table-behaviour.js";
import type { Actor } from "../../platform/sessions/actor.js";

/**
 * Who may write a table at all. Which rows is the row scope's job (a row outside it reads as
 * missing). Customers write only tables that belong to a company, and a table with an edit gate
 * only while its app parameter allows it (requests: canEditRequest, spec §6).
 */
export async function assertCanWrite(db: Db, actor: Actor, table: DictTable): Promise<void> {
  assertAreaAccess(actor, table);
  if (actor.scope === "all") return;
  if (!table.scope) throw forbidden("error_shared_table");
  const gate = tableBehaviour(table.name)?.editGate;
  if (gate && !paramBool((await loadParams(db))[gate.param]))
    throw new AppError(403, ErrorCode.Forbidden, gate.refusal);
}
