import { DocumentsPath } from "@fsm/contracts";
import { FIELD_TYPES } from "@fsm/metadata";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/support/harness.js";
import { documentsTestApp } from "./documents.test-support.js";

// The kinds modules/declared-documents.ts declares; a new kind adds its name here too.
const KINDS = ["screen", "workflow", "menu", "dashboard", "report", "theme", "settings", "messages"];

const schemaPath = (kind: string) => DocumentsPath.schema.replace(":kind", kind);

type Json = Record<string, unknown>;

/** Every sub-schema of a JSON Schema that carries the given annotation. */
function annotated(node: unknown, key: string, found: Json[] = []): Json[] {
  if (Array.isArray(node)) for (const child of node) annotated(child, key, found);
  else if (node && typeof node === "object") {
    if (key in node) found.push(node as Json);
    for (const child of Object.values(node)) annotated(child, key, found);
  }
  return found;
}

describe.each(engines)("the JSON Schemas the editors read (%s)", (engine) => {
  const app = documentsTestApp(engine);

  it("answers a JSON Schema for every declared document kind", async () => {
    for (const kind of KINDS) {
      const res = await app.designer.get(schemaPath(kind));
      expect(res.statusCode, kind).toBe(200);
      const schema = res.json();
      expect(schema.$schema, kind).toMatch(/json-schema\.org/);
      expect(schema.properties ?? schema.anyOf ?? schema.oneOf, kind).toBeTruthy();
    }
  });

  it("labels the screen format's options with the message keys of their label and help", async () => {
    const schema = (await app.designer.get(schemaPath("screen"))).json();
    const options = annotated(schema, "x-labelKey");
    expect(options.every((o) => typeof o["x-helpKey"] === "string")).toBe(true);
    const labels = new Set(options.map((o) => o["x-labelKey"]));
    // Common field settings, a type's own option, item kinds' and sections' options.
    for (const key of [
      "palette_option_required",
      "palette_option_code_table",
      "palette_option_max_length",
      "palette_option_min_rows",
      "palette_option_placeholders",
      "palette_option_section_columns",
    ])
      expect(labels, key).toContain(key);
    // Each field type's own branch of the item union is in the schema, with its options.
    const typeBranches = annotated(schema, "properties").filter((s) => {
      const type = (s.properties as Json).type as Json | undefined;
      return typeof type?.const === "string" && (FIELD_TYPES as readonly string[]).includes(type.const);
    });
    expect(new Set(typeBranches.map((s) => ((s.properties as Json).type as Json).const))).toEqual(
      new Set(FIELD_TYPES),
    );
  });

  it("serves the schemas to designers only", async () => {
    expect((await app.customer.get(schemaPath("screen"))).statusCode).toBe(403);
    expect((await app.designer.get(schemaPath("nothing"))).statusCode).toBe(404);
  });
});
