import type { Patch } from "immer";
import type { Operation } from "rfc6902";

/** One path segment as RFC 6901 writes it ("~" and "/" escaped). */
const escapeSegment = (segment: string | number): string =>
  String(segment).replace(/~/g, "~0").replace(/\//g, "~1");

/** An immer path (["sections", 0, "label"]) as a JSON pointer ("/sections/0/label"; "" is the root). */
export const toPointer = (path: readonly (string | number)[]): string =>
  path.map((segment) => `/${escapeSegment(segment)}`).join("");

/** The segments of a JSON pointer, unescaped ("" → []). */
export const segmentsOf = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

/**
 * immer's patches as RFC 6902 operations: what the server (or any JSON Patch tool) applies to the
 * document the edits started from to get the edited one.
 */
export const toJsonPatch = (patches: readonly Patch[]): Operation[] =>
  patches.map((patch): Operation => {
    const path = toPointer(patch.path);
    return patch.op === "remove"
      ? { op: "remove", path }
      : { op: patch.op, path, value: patch.value as unknown };
  });

/** The value at a JSON pointer, or undefined when the path leads nowhere. */
export function valueAt(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const segment of segmentsOf(pointer)) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
