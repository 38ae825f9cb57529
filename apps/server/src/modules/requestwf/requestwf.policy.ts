import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError, forbidden } from "../../lib/app-error.js";
import { rowsOf } from "../dataview/dataview.repository.js";
import type { CheckedRow } from "../saveupdate/save-checks.js";
import type { Actor } from "../sessions/actor.js";

/** A new request starts NEW (request_statuses); an RMA OPEN (rma_status codes have no NEW). */
export const initialStatus = (table: string) => (table === "rmas" ? "OPEN" : "NEW");

/**
 * The company a submission belongs to: always the customer's own. Staff raise records on a
 * customer's behalf, so theirs is the company of the chosen site.
 */
export async function companyForSubmission(db: Db, actor: Actor, primary: CheckedRow): Promise<number> {
  if (actor.scope === "company") {
    if (actor.companyId === null) throw forbidden("Your account belongs to no company.");
    return actor.companyId;
  }
  const site = primary.writes.get("site_id")?.value;
  const [row] =
    typeof site === "number"
      ? await rowsOf(db, sql`select company_id from sites where id = ${site}`)
      : [undefined];
  if (!row) throw fieldError("dataModel.site_id", "is required: the record's company is the site's");
  return Number(row.company_id);
}

/**
 * Who may add a note: anyone who can read the request (row scope), while it is open. Notes are not
 * edits of the request's fields, so canEditRequest (which gates updateentity) does not apply.
 */
export const canAddNote = (isOpen: boolean) => isOpen;
