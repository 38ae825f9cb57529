import type { Db } from "../../db/client.js";
import { forbidden } from "../../lib/app-error.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { paramBool } from "../app-config/app-params.js";
import { assertAreaAccess } from "../dataview/dataview.policy.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import type { Actor } from "../sessions/actor.js";

/**
 * Who may write a table at all. Which rows is the row scope's job (a row outside it reads as
 * missing). Customers edit requests only while canEditRequest allows it (spec §6), and only
 * tables that belong to a company.
 */
export async function assertCanWrite(db: Db, actor: Actor, table: DictTable): Promise<void> {
  assertAreaAccess(actor, table);
  if (actor.scope === "all") return;
  if (!table.scope) throw forbidden("Customers cannot change shared tables.");
  if (table.name === "service_requests" && !paramBool((await loadParams(db)).canEditRequest))
    throw forbidden("Editing service requests is not enabled.");
}
