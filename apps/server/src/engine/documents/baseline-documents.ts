import type { Db } from "../../db/client.js";
import { findRevision, historyIdOf, listRevisions } from "./documents.repository.js";
import type { DocumentRow } from "./documents.table.js";

/** The comments of the revisions the seed writes (without an author: nobody signed in wrote them). */
export const BASELINE_COMMENT = "baseline";
export const BASELINE_UPDATE_COMMENT = "baseline update";

/**
 * What start-up does with a baseline document the code ships (a screen, a workflow):
 * - `create`: it is not stored yet (and no person deleted it: a deletion is a revision too);
 * - `current`: it is stored as shipped;
 * - `update`: it is stored otherwise and the latest revision is the seed's own, so the shipped one
 *   becomes the next revision (the older one stays in the history, to diff or revert to);
 * - `kept`: a person wrote the latest revision (an edit, a switch, a revert, even back to the
 *   baseline): the document is theirs, and the seed never overwrites it.
 */
export type BaselineStep = "create" | "current" | "update" | "kept";

export async function baselineStep(
  db: Db,
  kind: string,
  name: string,
  stored: DocumentRow | undefined,
  shipped: unknown,
): Promise<BaselineStep> {
  if (!stored) return (await deletedByPerson(db, kind, name)) ? "kept" : "create";
  if (sameJson(stored.document, shipped)) return "current";
  const latest = await findRevision(db, stored.id, stored.revision);
  const bySeed =
    latest !== undefined &&
    latest.authorPersonId === null &&
    (latest.comment === BASELINE_COMMENT || latest.comment === BASELINE_UPDATE_COMMENT);
  return bySeed ? "update" : "kept";
}

async function deletedByPerson(db: Db, kind: string, name: string): Promise<boolean> {
  const history = await historyIdOf(db, kind, name);
  if (history === undefined) return false;
  const [latest] = await listRevisions(db, history);
  return latest !== undefined && latest.document === null && latest.authorPersonId !== null;
}

export const baselineComment = (step: "create" | "update"): string =>
  step === "create" ? BASELINE_COMMENT : BASELINE_UPDATE_COMMENT;

/**
 * The shipped version, validated against this database. A new document must validate (as before);
 * an update that no longer does (an older database lacks something it names) is skipped with a
 * warning: the stored version stays and the start goes on.
 */
export async function validForBaseline<T>(
  step: "create" | "update",
  name: string,
  validate: () => Promise<T>,
): Promise<T | null> {
  try {
    return await validate();
  } catch (error) {
    if (step === "create") throw error;
    console.warn(
      `baseline ${name} kept at its stored version:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

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
