import type { Db } from "../../db/client.js";
import { findRevision } from "./documents.repository.js";
import type { DocumentRow } from "./documents.table.js";

/** The comments of the revisions the seed writes (without an author: nobody signed in wrote them). */
export const BASELINE_COMMENT = "baseline";
export const BASELINE_UPDATE_COMMENT = "baseline update";

/**
 * What start-up does with a baseline document the code ships (a screen, a workflow):
 * - `create`: it is not stored yet;
 * - `current`: it is stored as shipped;
 * - `update`: it is stored otherwise and the latest revision is the seed's own, so the shipped one
 *   becomes the next revision (the older one stays in the history, to diff or revert to);
 * - `kept`: a person wrote the latest revision (an edit, a switch, a revert, even back to the
 *   baseline): the document is theirs, and the seed never overwrites it.
 */
export type BaselineStep = "create" | "current" | "update" | "kept";

export async function baselineStep(
  db: Db,
  stored: DocumentRow | undefined,
  shipped: unknown,
): Promise<BaselineStep> {
  if (!stored) return "create";
  if (sameJson(stored.document, shipped)) return "current";
  const latest = await findRevision(db, stored.id, stored.revision);
  const bySeed =
    latest !== undefined &&
    latest.authorPersonId === null &&
    (latest.comment === BASELINE_COMMENT || latest.comment === BASELINE_UPDATE_COMMENT);
  return bySeed ? "update" : "kept";
}

export const baselineComment = (step: "create" | "update"): string =>
  step === "create" ? BASELINE_COMMENT : BASELINE_UPDATE_COMMENT;

/** Equal as JSON regardless of key order (jsonb stores keys in an order of its own). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
