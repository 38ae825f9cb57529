import fc from "fast-check";
import type { FuzzRoute, JsonSchema } from "./openapi-routes.js";
import { evilValue, validish, type Vocabulary } from "./schema-values.js";

export const ROLES = ["anonymous", "customer", "otherCustomer", "designer"] as const;
export type Role = (typeof ROLES)[number];

/** A request as it goes on the wire: who sends it, where, and the exact bytes of its body. */
export type FuzzRequest = {
  role: Role;
  method: FuzzRoute["method"];
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Whether the XSRF-TOKEN cookie is echoed (most requests do, to get past the XSRF check). */
  xsrf: boolean;
  /** What was generated, for the failure report. */
  shape: string;
};

type Mutation = { kind: "replace" | "delete" | "add" | "retype"; at: number; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("replace", "delete", "add", "retype"),
  at: fc.nat(),
  value: evilValue,
});

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number } | null;

function slots(value: unknown, out: Slot[] = [null]): Slot[] {
  if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      const slotKey = Array.isArray(value) ? Number(key) : key;
      out.push({ parent: value as Record<string, unknown>, key: slotKey });
      slots(child, out);
    }
  return out;
}

/** Breaks a valid-ish value in a few places: a junk leaf, a missing or extra key, a wrong type. */
function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let root = structuredClone(value);
  for (const { kind, at, value: junk } of mutations) {
    // A fresh copy each time: inserting a shared junk value into itself would make a cycle.
    const m = { kind, at, value: structuredClone(junk) };
    // The whole value is replaced now and then; mostly one place inside it is broken.
    const all = slots(root);
    const slot = all.length === 1 || m.at % 12 === 0 ? null : all[1 + (m.at % (all.length - 1))]!;
    if (!slot) {
      root = m.kind === "delete" ? undefined : m.value;
      continue;
    }
    const parent = slot.parent as Record<string | number, unknown>;
    if (m.kind === "delete") delete parent[slot.key];
    else if (m.kind === "add" && !Array.isArray(parent)) parent[`x_${String(slot.key)}`] = m.value;
    else if (m.kind === "retype") parent[slot.key] = JSON.stringify(parent[slot.key] ?? null);
    else parent[slot.key] = m.value;
  }
  return root;
}

const broken = (schema: JsonSchema, vocab: Vocabulary) =>
  fc
    .tuple(
      validish(schema, vocab),
      fc.oneof(
        { weight: 4, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
        { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
      ),
    )
    .map(([value, mutations]) => mutate(value, mutations));

/** encodeURIComponent throws on a lone surrogate; a browser sends U+FFFD for it. */
const encode = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, "\ufffd"));

const asText = (v: unknown): string =>
  typeof v === "string" ? v : v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);

function queryString(fields: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) && value.length ? value : [value]) search.append(key, asText(v));
  }
  return search.toString();
}

/** A multipart body; `damage` cuts it short, drops the boundary or sends a part without a name. */
function multipart(
  fields: Record<string, unknown>,
  files: { field: string; name: string; bytes: Buffer }[],
  damage: "none" | "truncate" | "no-boundary" | "wrong-boundary" | "nameless",
  cut: number,
): { body: Buffer; contentType: string } {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined) continue;
    const name = damage === "nameless" ? "" : `; name="${key}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data${name}\r\n\r\n${asText(value)}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (damage === "truncate") body = body.subarray(0, cut % Math.max(body.length, 1));
  const contentType =
    damage === "no-boundary"
      ? "multipart/form-data"
      : `multipart/form-data; boundary=${damage === "wrong-boundary" ? "other" : boundary}`;
  return { body, contentType };
}

const fileBytes = fc.oneof(
  fc.constantFrom(
    Buffer.from("%PDF-1.4 fuzz"),
    Buffer.from("MZ\x90\x00program"),
    Buffer.from("<html><script>alert(1)</script>"),
    Buffer.from("\x89PNG\r\n\x1a\n"),
    Buffer.alloc(0),
    Buffer.alloc(6 * 1024 * 1024, 7),
  ),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);

const fileName = fc.constantFrom(
  "a.pdf",
  "x.exe",
  "a\u0000b.pdf",
  "",
  "../../x.png",
  "é.txt",
  "%00.png",
  "a".repeat(300),
);

function bodyFor(route: FuzzRoute, vocab: Vocabulary) {
  const types = Object.keys(route.body);
  const schema: JsonSchema = route.body[types[0] ?? ""] ?? { type: "object" };
  const fieldNames = Object.keys((schema.properties ?? {}) as object);
  const files = fc.array(
    fc.record({
      field: fc.constantFrom("attachment", ...fieldNames, ...vocab.words.slice(0, 5)),
      name: fileName,
      bytes: fileBytes,
    }),
    { maxLength: 3 },
  );
  const damage = fc.constantFrom(
    "none",
    "none",
    "none",
    "truncate",
    "no-boundary",
    "wrong-boundary",
    "nameless",
  );
  return fc
    .record({
      value: broken(schema, vocab),
      encoding: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...(types.length ? types : ["none"])) },
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            "application/json",
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "malformed",
            "none",
          ),
        },
      ),
      files,
      damage,
      cut: fc.nat(),
    })
    .map(({ value, encoding, files: parts, damage: how, cut }) => {
      if (encoding === "none") return { shape: "no body" };
      if (encoding === "malformed")
        return {
          contentType: "application/json",
          body: Buffer.from(JSON.stringify(value ?? {}).slice(0, 1 + (cut % 20))),
          shape: "malformed json",
        };
      if (encoding === "multipart/form-data") {
        const m = multipart(value as Record<string, unknown>, parts, how as never, cut);
        return {
          contentType: m.contentType,
          body: m.body,
          shape: `multipart (${how}, ${parts.length} files) ${asText(value).slice(0, 300)}`,
        };
      }
      if (encoding === "application/x-www-form-urlencoded")
        return {
          contentType: encoding,
          body: Buffer.from(queryString((value ?? {}) as Record<string, unknown>)),
          shape: `form ${asText(value).slice(0, 300)}`,
        };
      if (encoding === "text/plain")
        return { contentType: encoding, body: Buffer.from(asText(value)), shape: "text/plain" };
      return {
        contentType: encoding,
        body: Buffer.from(JSON.stringify(value ?? null)),
        shape: `json ${asText(value).slice(0, 300)}`,
      };
    });
}

/** Requests for one route: mostly well-formed with a few broken places, sent by every kind of caller. */
export function requestsFor(route: FuzzRoute, vocab: Vocabulary): fc.Arbitrary<FuzzRequest> {
  const objectOf = (params: Record<string, JsonSchema>): JsonSchema => ({
    type: "object",
    properties: params,
    required: Object.keys(params),
  });
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      xsrf: fc.integer({ min: 0, max: 19 }).map((n) => n > 0),
      pathValues: broken(objectOf(route.pathParams), vocab),
      query: broken(objectOf(route.query), vocab),
      rawQuery: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.constantFrom("%", "a[b]=c", "%00=%00", "x=%ZZ", "&&&", "screenName=%E0%A4%A"),
        },
      ),
      body:
        route.method === "GET"
          ? fc.constant({ shape: "no body" } as { contentType?: string; body?: Buffer; shape: string })
          : bodyFor(route, vocab),
    })
    .map(({ role, xsrf, pathValues, query, rawQuery, body }) => {
      const values = (pathValues ?? {}) as Record<string, unknown>;
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(asText(values[name]) || "x"));
      const search = rawQuery ?? queryString((query ?? {}) as Record<string, unknown>);
      const headers: Record<string, string> = body.contentType ? { "content-type": body.contentType } : {};
      return {
        role,
        method: route.method,
        url: search ? `${path}?${search}` : path,
        headers,
        body: body.body,
        xsrf,
        shape: body.shape,
      };
    });
}
