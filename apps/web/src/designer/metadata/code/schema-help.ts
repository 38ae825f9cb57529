import type { JSONPath } from "jsonc-parser";

/** A JSON Schema node as the server's documentschema call answers it (draft 2020-12, from zod). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
};

const MAX_BRANCHES = 64;

/** A local `$ref` (`#/$defs/item`) looked up in the root schema; other refs are not followed. */
function deref(root: JsonSchema, node: JsonSchema): JsonSchema {
  let current = node;
  for (let hops = 0; current.$ref && hops < 16; hops++) {
    if (!current.$ref.startsWith("#")) return current;
    const target = current.$ref
      .slice(1)
      .split("/")
      .filter(Boolean)
      .map((p) => decodeURIComponent(p).replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], root);
    if (!target || typeof target !== "object") return current;
    current = target as JsonSchema;
  }
  return current;
}

/** A schema and the branches of its unions, flattened: every shape a value there may take. */
function branches(root: JsonSchema, node: JsonSchema, out: JsonSchema[] = []): JsonSchema[] {
  const resolved = deref(root, node);
  if (out.length >= MAX_BRANCHES || out.includes(resolved)) return out;
  out.push(resolved);
  for (const group of [resolved.anyOf, resolved.oneOf, resolved.allOf])
    for (const child of group ?? []) branches(root, child, out);
  return out;
}

function childSchemas(root: JsonSchema, node: JsonSchema, segment: string | number): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const shape of branches(root, node)) {
    if (typeof segment === "number") {
      const tuple = shape.prefixItems?.[segment];
      if (tuple) out.push(tuple);
      else if (shape.items && !Array.isArray(shape.items)) out.push(shape.items);
      else if (Array.isArray(shape.items) && shape.items[segment]) out.push(shape.items[segment]);
    } else {
      const named = shape.properties?.[segment];
      if (named) out.push(named);
      else if (shape.additionalProperties && typeof shape.additionalProperties === "object")
        out.push(shape.additionalProperties);
    }
  }
  return out;
}

/** Every schema that may describe the value at `path` (all branches of the unions on the way). */
export function schemasAt(root: JsonSchema, path: JSONPath): JsonSchema[] {
  let level = [root];
  for (const segment of path) {
    level = level.flatMap((node) => childSchemas(root, node, segment)).slice(0, MAX_BRANCHES);
    if (level.length === 0) return [];
  }
  return level.flatMap((node) => branches(root, node));
}

/** Property names the object at `path` may hold, each with its description (first one found). */
export function propertyNamesAt(root: JsonSchema, path: JSONPath): Map<string, string | undefined> {
  const names = new Map<string, string | undefined>();
  for (const shape of schemasAt(root, path))
    for (const [name, child] of Object.entries(shape.properties ?? {}))
      if (!names.get(name)) names.set(name, deref(root, child).description ?? child.description);
  return names;
}

/** The fixed values (enum, const, booleans) the value at `path` may take. */
export function valuesAt(root: JsonSchema, path: JSONPath): unknown[] {
  const values: unknown[] = [];
  const add = (value: unknown) => {
    if (!values.some((v) => v === value)) values.push(value);
  };
  for (const shape of schemasAt(root, path)) {
    shape.enum?.forEach(add);
    if ("const" in shape) add(shape.const);
    if (shape.type === "boolean") [true, false].forEach(add);
  }
  return values;
}

/** The description of the value at `path`, for hover help. */
export function descriptionAt(root: JsonSchema, path: JSONPath): string | undefined {
  return schemasAt(root, path).find((shape) => shape.description)?.description;
}
