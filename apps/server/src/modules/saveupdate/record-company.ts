import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError, forbidden } from "../../lib/app-error.js";
import { coerceValue } from "../dataview/cell-values.js";
import { rowsOf } from "../dataview/dataview.repository.js";
import type { Actor } from "../sessions/actor.js";
import { blank } from "./save-checks.js";

/**
 * What the caller sent or chose that tells a new record's company: company_id as sent, the chosen
 * site (already checked to exist in the caller's scope), and a serial number of an installed asset.
 */
export type CompanyHints = { given: unknown; siteId?: unknown; serialNumber?: unknown };

async function companyOf(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rowsOf(db, query)).map((r) => Number(r.company_id));
}

/**
 * The company of a new record. A customer's is always their own: `ownAllowed` accepts their own
 * company sent back (createtable's blank model carries it), anything else naming company_id is a
 * 400. Staff raise records on a customer's behalf: company_id as sent (it must exist), else the
 * chosen site's company, else the company owning the serial number; a site of another company
 * than the one named, or no way to tell, is a 400 naming the field.
 */
export async function companyForNewRecord(
  db: Db,
  actor: Actor,
  path: string,
  hints: CompanyHints,
  ownAllowed: boolean,
): Promise<number> {
  if (actor.scope === "company") {
    if (actor.companyId === null) throw forbidden("Your account belongs to no company.");
    const own = ownAllowed && Number(hints.given) === actor.companyId;
    if (!blank(hints.given) && !own)
      throw fieldError(`${path}.company_id`, "cannot be set: your records always belong to your own company");
    return actor.companyId;
  }
  let named: number | undefined;
  if (!blank(hints.given)) {
    named = coerceValue(`${path}.company_id`, "integer", hints.given) as number;
    const found = await companyOf(db, sql`select id as company_id from companies where id = ${named}`);
    if (!found.length) throw fieldError(`${path}.company_id`, `no companies row ${named}`);
  }
  if (typeof hints.siteId === "number") {
    const [site] = await companyOf(db, sql`select company_id from sites where id = ${hints.siteId}`);
    if (named !== undefined && site !== undefined && site !== named)
      throw fieldError(
        `${path}.site_id`,
        `site ${hints.siteId} belongs to company ${site}, not to company_id ${named}`,
      );
    if (site !== undefined) return site;
  }
  if (named !== undefined) return named;
  if (typeof hints.serialNumber === "string" && hints.serialNumber !== "") {
    const owners = await companyOf(
      db,
      sql`select distinct company_id from assets where serial_number = ${hints.serialNumber} limit 2`,
    );
    if (owners.length === 1) return owners[0]!;
  }
  throw fieldError(
    `${path}.company_id`,
    "is required: name the customer's company, or choose a site (the record takes the site's company)",
  );
}
