import { applyPatch, type Operation } from "rfc6902";
import { jsonOperations } from "./json-diff";
import { segmentsOf, valueAt } from "./json-pointer";

/** One changed place of a document, as the diff route and the conflict answer list them. */
export interface PathChange {
  path: string;
  before?: unknown;
  after?: unknown;
}

/** How a change reads to a person: something added, changed or taken away at its path. */
export type ChangeKind = "added" | "modified" | "deleted";
export const changeKind = (change: PathChange): ChangeKind =>
  change.before === undefined ? "added" : change.after === undefined ? "deleted" : "modified";

/** The RFC 6902 operations from one document to another ("my patches" onto another base). */
export const operationsBetween = (from: unknown, to: unknown): Operation[] => jsonOperations(from, to);

/** The changes between two documents, by JSON pointer, with the values on each side. */
export function changesBetween(from: unknown, to: unknown): PathChange[] {
  return operationsBetween(from, to).map((op) => ({
    path: op.path,
    before: op.op === "add" ? undefined : valueAt(from, op.path),
    after: op.op === "remove" ? undefined : (op as { value?: unknown }).value,
  }));
}

/**
 * The part of the document a change touches. Inserting or removing an array element shifts every
 * index after it, so such a change claims the whole array.
 */
function scopeOf(change: PathChange): string[] {
  const segments = segmentsOf(change.path);
  const last = segments.at(-1);
  const shifts = change.before === undefined || change.after === undefined;
  return shifts && last !== undefined && /^(\d+|-)$/.test(last) ? segments.slice(0, -1) : segments;
}

const isPrefix = (a: string[], b: string[]) => a.length <= b.length && a.every((s, i) => s === b[i]);

/** Whether any change of one side touches a place the other side changed (then no merge). */
export function overlaps(mine: PathChange[], theirs: PathChange[]): boolean {
  const theirScopes = theirs.map(scopeOf);
  return mine.some((change) => {
    const scope = scopeOf(change);
    return theirScopes.some((other) => isPrefix(scope, other) || isPrefix(other, scope));
  });
}

/** My operations applied onto their document; null when one of them does not apply there. */
export function mergeOnto<T>(theirs: T, mine: Operation[]): T | null {
  const merged = structuredClone(theirs);
  const results = applyPatch(merged, mine);
  return results.every((result) => result === null) ? merged : null;
}
