import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const PROCESSORS = "\0fsm:zod-json-schema-processors";
const TO_JSON_SCHEMA = "\0fsm:zod-to-json-schema";
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;

const UNAVAILABLE = [
  "function unavailable() {",
  '  throw new Error("zod\'s JSON Schema export is left out of the web build (apps/web/build/zod-without-json-schema.ts): ask the server for it");',
  "}",
].join("\n");

/**
 * The stand-in for `zod/v4/core/json-schema-processors.js` that zod classic's schemas import: the
 * real `aggregateChecks` (a string's `.minLength` and such read it), and every `…Processor` the real
 * module exports, read from it at build time so a zod upgrade cannot leave one out.
 */
export function processorsStandIn(realModule: string): string {
  const names = [...readFileSync(realModule, "utf8").matchAll(/^export const (\w+Processor) =/gm)].map(
    (m) => m[1],
  );
  return [
    `export { aggregateChecks } from ${JSON.stringify(realModule)};`,
    UNAVAILABLE,
    ...names.map((name) => `export const ${name} = unavailable;`),
  ].join("\n");
}

const TO_JSON_SCHEMA_STAND_IN = [
  UNAVAILABLE,
  "export const createToJSONSchemaMethod = () => unavailable;",
  "export const createStandardJSONSchemaMethod = () => unavailable;",
].join("\n");

/**
 * zod classic gives every schema its JSON Schema export (`.toJSONSchema()`, the Standard Schema's
 * `jsonSchema`), so every page that parses with zod classic carried the generator (4.7 KB gzip of
 * a record's or a list's page; sign-in parses with zod/mini and has none). The browser never asks
 * for it: the server publishes the formats' JSON Schemas (GET /api/Metadata/documentschema/:kind).
 * So for the schemas' own imports the build takes stand-ins that throw a clear error if it ever
 * does; checks, parsing and messages are zod's own. The dev server and the tests use zod as
 * published.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "fsm:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      if (source === "../core/json-schema-processors.js")
        return `${PROCESSORS}?${path.resolve(path.dirname(importer), source)}`;
      if (source === "../core/to-json-schema.js") return TO_JSON_SCHEMA;
      return null;
    },
    load(id) {
      if (id.startsWith(`${PROCESSORS}?`)) return processorsStandIn(id.slice(PROCESSORS.length + 1));
      if (id === TO_JSON_SCHEMA) return TO_JSON_SCHEMA_STAND_IN;
      return null;
    },
  };
}
