import type { Db } from "../client.js";
import { codeTables, codeValues, requestStatuses } from "../schema.js";

/** Request lifecycle; `name` is a message key (see domain-messages). */
export const REQUEST_STATUSES = [
  { code: "NEW", name: "status_new", sort: 10, isOpen: true },
  { code: "ASSIGNED", name: "status_assigned", sort: 20, isOpen: true },
  { code: "IN_PROGRESS", name: "status_in_progress", sort: 30, isOpen: true },
  { code: "ON_HOLD", name: "status_on_hold", sort: 40, isOpen: true },
  { code: "RESOLVED", name: "status_resolved", sort: 50, isOpen: false },
  { code: "CLOSED", name: "status_closed", sort: 60, isOpen: false },
  { code: "CANCELLED", name: "status_cancelled", sort: 70, isOpen: false },
] as const;

/** label: the English description when the code is an abbreviation ("ELEC" → "Electrical"). */
type Code = { code: string; parent?: string; label?: string };
const flat = (...codes: string[]): Code[] => codes.map((code) => ({ code }));

/**
 * Code tables every database needs. problem_code is two-level (area → problem) so fetchcodes can
 * build a tree. Labels are message keys `<table>.<code>` in lower case.
 */
export const CODE_TABLES: Record<string, { description: string; codes: Code[] }> = {
  request_priority: {
    description: "Service request priority",
    codes: flat("LOW", "MEDIUM", "HIGH", "URGENT"),
  },
  problem_code: {
    description: "Problem area and problem",
    codes: [
      { code: "ELEC", label: "Electrical" },
      { code: "ELEC_POWER", parent: "ELEC" },
      { code: "ELEC_WIRING", parent: "ELEC" },
      { code: "MECH", label: "Mechanical" },
      { code: "MECH_NOISE", parent: "MECH" },
      { code: "MECH_LEAK", parent: "MECH" },
      { code: "MECH_JAM", parent: "MECH" },
      { code: "SOFT", label: "Software" },
      { code: "SOFT_ERROR", parent: "SOFT" },
      { code: "SOFT_UPDATE", parent: "SOFT" },
      // Requests raised by the site-survey workflow.
      { code: "SURVEY", label: "Site survey" },
    ],
  },
  product_category: {
    description: "Product category",
    codes: flat("HVAC", "PUMP", "GENERATOR", "CONTROLLER"),
  },
  asset_status: { description: "Installed-base status", codes: flat("ACTIVE", "INACTIVE", "RETIRED") },
  rma_status: {
    description: "RMA status",
    codes: flat("OPEN", "APPROVED", "RECEIVED", "CLOSED", "REJECTED"),
  },
  rma_reason: { description: "Return reason", codes: flat("DEFECTIVE", "WRONG_ITEM", "DAMAGED", "UPGRADE") },
  survey_type: { description: "Kind of site survey", codes: flat("INDOOR", "OUTDOOR") },
  note_kind: { description: "Kind of request history entry", codes: flat("NOTE", "STATUS", "VISIT") },
};

export const codeLabelKey = (table: string, code: string) => `${table}.${code}`.toLowerCase();

/** Idempotent like the rest of the baseline: codes an administrator changed stay as they are. */
export async function seedCodes(db: Db): Promise<void> {
  await db
    .insert(requestStatuses)
    .values([...REQUEST_STATUSES])
    .onConflictDoNothing();
  await db
    .insert(codeTables)
    .values(Object.entries(CODE_TABLES).map(([name, t]) => ({ name, description: t.description })))
    .onConflictDoNothing();
  const values = Object.entries(CODE_TABLES).flatMap(([tableName, t]) =>
    t.codes.map((c, i) => ({
      tableName,
      code: c.code,
      label: codeLabelKey(tableName, c.code),
      parentCode: c.parent ?? null,
      sort: (i + 1) * 10,
    })),
  );
  await db.insert(codeValues).values(values).onConflictDoNothing();
}
