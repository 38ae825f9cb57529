import { findNodeAtLocation, type JSONPath, type Node } from "jsonc-parser";

/** A JSON pointer (`/sections/0/items/3/label`, RFC 6901) as path segments; digits are indexes. */
export function pointerToPath(pointer: string): JSONPath {
  if (pointer === "" || pointer === "/") return [];
  return pointer
    .replace(/^\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The path @fsm/metadata's issues carry (`sections[0].items[3].label`) as segments. */
export function issuePathToPath(path: string): JSONPath {
  const out: JSONPath = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

export interface TextRange {
  from: number;
  to: number;
}

/**
 * Where a fault at `path` shows in the text. A scalar value marks its whole property (key and
 * value: "this property is wrong"); an object or array marks only its key, so a fault inside a
 * 300-item section does not paint the section. A path that is not in the text (a required
 * property left out) marks the nearest property that is: the object that lacks it.
 */
export function rangeOfPath(root: Node | undefined, path: JSONPath): TextRange {
  if (!root) return { from: 0, to: 0 };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (node) return rangeOfNode(node, depth === path.length);
  }
  return { from: root.offset, to: root.offset + 1 };
}

function rangeOfNode(node: Node, exact: boolean): TextRange {
  const property = node.parent?.type === "property" ? node.parent : undefined;
  const key = property?.children?.[0];
  const composite = node.type === "object" || node.type === "array";
  if (property && key && (composite || !exact)) return { from: key.offset, to: key.offset + key.length };
  if (property) return { from: property.offset, to: property.offset + property.length };
  // An array element or the root: its own text, or its opening bracket when it is big.
  return composite
    ? { from: node.offset, to: node.offset + 1 }
    : { from: node.offset, to: node.offset + node.length };
}
