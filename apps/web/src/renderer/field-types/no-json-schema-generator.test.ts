import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The production build replaces zod's JSON Schema generator with a stand-in that throws
// (apps/web/build/zod-without-json-schema.ts); dev and tests use the real one, so a call would
// pass every test and fail only in production. Editors ask the server (DocumentsPath.schema) and
// read option texts from the definitions (optionsOf, fieldPanelOptions).
const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CALLS = /\b(toJSONSchema|formatJsonSchema|\w+DocumentJsonSchema)\s*\(|\.toJSONSchema\b/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("the web build without zod's JSON Schema generator", () => {
  it("calls no JSON Schema generator at run time", () => {
    const files = sourceFiles(SOURCES);
    expect(files.length).toBeGreaterThan(100);
    const calling = files.filter((file) => CALLS.test(readFileSync(file, "utf8")));
    expect(calling.map((file) => path.relative(SOURCES, file))).toEqual([]);
    expect(CALLS.test("const s = screenDocumentJsonSchema();")).toBe(true);
  });
});
