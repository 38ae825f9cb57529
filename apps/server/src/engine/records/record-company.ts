import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError, forbidden } from "../../lib/app-error.js";
import { coerceValue } from "../search/cell-values.js";
import { rowsOf } from "../search/search.repository.js";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { blank } from "./save-checks.js";

/**
 * What the caller sent or chose that tells a new record's company: company_id as sent, the values
 * written to the row (the reference its table declares as `companyFrom`, already checked to exist
 * in the caller's scope), and a serial number of its workflow's `serialNumberFrom`.
 */
export type CompanyHints = { given: unknown; written: (column: string) => unknown; serialNumber?: unknown };

/** The company column of a company-scoped table, as its dictionary entry declares it. */
function companyTable(name: string | undefined) {
  const table = name === undefined ? undefined : findTable(name);
  const scope = table?.scope;
  return table && scope && "column" in scope ? { table: table.name, column: scope.column } : undefined;
}

async function companyOf(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rowsOf(db, query)).map((r) => Number(r.company_id));
}

/** The companies owning rows of `owner` whose `column` holds `value`. */
async function ownersOf(db: Db, owner: string, column: string, value: unknown, limit = 2) {
  const company = companyTable(owner);
  if (!company) return [];
  return companyOf(
    db,
    sql`select distinct ${sql.identifier(company.column)} as company_id from ${sql.identifier(company.table)}
        where ${sql.identifier(column)} = ${value} limit ${limit}`,
  );
}

/**
 * The company of a new `table` row. A customer's is always their own: `ownAllowed` accepts their
 * own company sent back (createtable's blank model carries it), anything else naming company_id
 * is a 400. Staff raise records on a customer's behalf: company_id as sent (it must exist), else
 * the company of the row the declared reference chose (a site), else the company owning the serial
 * number; a chosen row of another company than the one named, or no way to tell, is a 400 naming
 * the field.
 */
export async function companyForNewRecord(
  db: Db,
  actor: Actor,
  path: string,
  table: DictTable,
  hints: CompanyHints,
  ownAllowed: boolean,
): Promise<number> {
  if (actor.scope === "company") {
    if (actor.companyId === null) throw forbidden("error_no_company");
    const own = ownAllowed && Number(hints.given) === actor.companyId;
    if (!blank(hints.given) && !own) throw fieldError(`${path}.company_id`, "error_company_is_own");
    return actor.companyId;
  }
  let named: number | undefined;
  if (!blank(hints.given)) {
    named = coerceValue(`${path}.company_id`, "integer", hints.given) as number;
    const found = await companyOf(db, sql`select id as company_id from companies where id = ${named}`);
    if (!found.length)
      throw fieldError(`${path}.company_id`, "error_no_reference_row", {
        table: "companies",
        id: String(named),
      });
  }
  const behaviour = tableBehaviour(table.name);
  const from = behaviour?.companyFrom?.column;
  // "site_id" names a site: the reference column without its suffix is what a person chose.
  const chosen = from?.replace(/_id$/, "");
  const value = from === undefined ? undefined : hints.written(from);
  if (from !== undefined && typeof value === "number") {
    const [company] = await ownersOf(db, findColumn(table, from)?.references ?? "", "id", value, 1);
    if (named !== undefined && company !== undefined && company !== named)
      throw fieldError(`${path}.${from}`, "error_company_mismatch", {
        chosen: chosen ?? from,
        value: String(value),
        company: String(company),
        named: String(named),
      });
    if (company !== undefined) return company;
  }
  if (named !== undefined) return named;
  const owners = behaviour?.workflow?.serialNumberFrom?.owners;
  if (owners && typeof hints.serialNumber === "string" && hints.serialNumber !== "") {
    const found = await ownersOf(db, owners.table, owners.column, hints.serialNumber);
    if (found.length === 1) return found[0]!;
  }
  if (chosen) throw fieldError(`${path}.company_id`, "error_company_or_reference_required", { chosen });
  throw fieldError(`${path}.company_id`, "error_company_required");
}
