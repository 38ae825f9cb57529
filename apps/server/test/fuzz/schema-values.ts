import fc from "fast-check";
import type { JsonSchema } from "./openapi-routes.js";

/**
 * Names the seeded database really holds (screens, tables, columns, codes, accounts): a generated
 * request that uses them gets past "unknown screen" into the code that reads rows.
 */
export type Vocabulary = { names: string[]; words: string[]; emails: string[]; ids: number[] };

const MAX_TEXT = 24;

/** Values that broke, or could break, a route once: text the database refuses, edge numbers, junk. */
export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "%00",
    "\ud800",
    "\udfff",
    "\u202e\u0007\u001b[31m",
    "\uffff\ufeff",
    "🧪".repeat(300),
    "x".repeat(70_000),
    "",
    " ",
    "0x10",
    " 0b11 ",
    "1e309",
    "NaN",
    "-0",
    "99999999999999",
    "2147483648",
    "-2147483649",
    "true",
    "null",
    "notadate",
    "2026-13-45",
    "0001-01-01",
    "294277-01-01T00:00:00Z",
    "'; drop table persons; --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "__proto__",
  ),
  fc.constantFrom(
    0,
    -1,
    2147483647,
    2147483648,
    -2147483649,
    99999999999999,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
  ),
  fc.constantFrom<unknown>(true, false, null, [], {}, [4], { a: { b: { c: [1] } } }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse("[".repeat(200) + "]".repeat(200)) as unknown),
);

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];

function text(schema: JsonSchema, vocab: Vocabulary): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.oneof(fc.constantFrom(...vocab.emails), fc.emailAddress());
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? MAX_TEXT), MAX_TEXT));
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.constantFrom(...vocab.names) },
    { weight: 2, arbitrary: fc.constantFrom(...vocab.words) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...vocab.ids.map(String)) },
  ];
  if (typeof schema.pattern === "string") {
    try {
      options.push({
        weight: 4,
        arbitrary: fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200)),
      });
    } catch {
      // A pattern JavaScript cannot compile is no reason to skip the route.
    }
  }
  return fc.oneof(...options);
}

function integer(schema: JsonSchema, vocab: Vocabulary): fc.Arbitrary<number> {
  const min = Math.max(Number(schema.minimum ?? -1000), -1_000_000);
  const max = Math.min(Number(schema.maximum ?? 1_000_000), 1_000_000);
  const inRange = vocab.ids.filter((id) => id >= min && id <= max);
  return inRange.length
    ? fc.oneof(fc.constantFrom(...inRange), fc.integer({ min, max }))
    : fc.integer({ min, max });
}

function object(schema: JsonSchema, vocab: Vocabulary, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, validish(s, vocab, depth + 1)] as const),
  );
  const record = fc.record(model, { requiredKeys: required.filter((k) => k in model) });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== "object" || Object.keys(properties).length) return record;
  return fc.dictionary(fc.constantFrom(...vocab.words), validish(extra as JsonSchema, vocab, depth + 1), {
    maxKeys: 4,
  });
}

/**
 * A value that mostly satisfies the schema (so the request reaches the handler), drawn from the
 * vocabulary where a name is asked for. Mutations (request-values.ts) then break it in one place.
 */
export function validish(schema: JsonSchema, vocab: Vocabulary, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union?.length) return fc.oneof(...union.map((s) => validish(s, vocab, depth + 1)));
  const all = schema.allOf as JsonSchema[] | undefined;
  if (all?.length) return validish({ ...Object.assign({}, ...all), allOf: undefined }, vocab, depth);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validish({ ...schema, type }, vocab, depth + 1)));
  switch (types[0]) {
    case "string":
      return text(schema, vocab);
    case "integer":
      return integer(schema, vocab);
    case "number":
      return fc.oneof(integer(schema, vocab), fc.double({ noNaN: true, min: -1e6, max: 1e6 }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validish((schema.items ?? {}) as JsonSchema, vocab, depth + 1), {
        minLength: Math.min(Number(schema.minItems ?? 0), 3),
        maxLength: Math.min(Number(schema.maxItems ?? 3), 3),
      });
    case "object":
      return object(schema, vocab, depth);
    default:
      return schema.properties ? object(schema, vocab, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}
