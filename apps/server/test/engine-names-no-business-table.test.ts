import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * ARCHITECTURE §2 rule 3: a table's behaviour is declared by its business module and the engine
 * never names a business table. Until the engine has its own folder (issue 10 §4), these are its
 * files: the generic modules, and requestwf's generic submission files.
 */
const MODULES = join(import.meta.dirname, "../src/modules");
const ENGINE_FOLDERS = ["dictionary", "dataview", "saveupdate", "screens", "workflows"];
const ENGINE_FILES = [
  "requestwf/idempotency.ts",
  "requestwf/matching-references.ts",
  "requestwf/record-counters.table.ts",
  "requestwf/record-numbers.repository.ts",
  "requestwf/requestwf.policy.ts",
  "requestwf/submission-keys.repository.ts",
  "requestwf/submission-keys.table.ts",
  "requestwf/submit-checks.ts",
  "requestwf/submit-rules.ts",
  "requestwf/submit.service.ts",
];
/** Business modules: every table they define (pgTable) is a business table. */
const BUSINESS_MODULES = ["requests", "rma", "sites", "assets", "products"];
/** requestwf's files about a request's own timeline: business code, however generic their folder. */
const REQUEST_FILES = /^requestwf\/timeline\./;

/*
 * Engine files that still name business tables, with what is left to move (issue 10 §1). The test
 * also fails when one of them no longer does, so the list only shrinks.
 */
const NOT_YET: Record<string, string> = {};

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(MODULES, folder))
    .filter((f) => f.endsWith(".ts") && !/\.test(-support)?\.ts$/.test(f))
    .map((f) => `${folder}/${f}`);

const engineFiles = () => [...ENGINE_FOLDERS.flatMap(sourceFiles), ...ENGINE_FILES];

function businessTables(): Set<string> {
  const names = new Set<string>();
  for (const file of BUSINESS_MODULES.flatMap(sourceFiles))
    for (const m of readFileSync(join(MODULES, file), "utf8").matchAll(/pgTable\(\s*"([a-z_]+)"/g))
      names.add(m[1]!);
  return names;
}

/** The text of every string and template literal of a file (comments do not count). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(MODULES, file), "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) out.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

/** The module files a file imports (relative imports), as paths under modules/. */
function importedFiles(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(MODULES, file), "utf8"), ts.ScriptTarget.Latest);
  return source.statements
    .filter(ts.isImportDeclaration)
    .map((d) => (d.moduleSpecifier as ts.StringLiteral).text)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(MODULES, join(MODULES, file, "..", spec)));
}

function namedTables(file: string, tables: Set<string>): string[] {
  const words = literals(file).flatMap((text) => text.match(/[a-z_]+/g) ?? []);
  return [...new Set(words.filter((w) => tables.has(w)))];
}

describe("the engine never names a business table", () => {
  const tables = businessTables();

  it("finds the business tables", () => {
    expect([...tables]).toEqual(expect.arrayContaining(["service_requests", "rmas", "rma_lines", "sites"]));
  });

  it("in any string of its files", () => {
    const named = engineFiles()
      .filter((f) => !(f in NOT_YET))
      .flatMap((f) => namedTables(f, tables).map((t) => `${f}: "${t}"`));
    expect(named).toEqual([]);
  });

  it("nor imports a business module's file", () => {
    const business = (path: string) =>
      BUSINESS_MODULES.includes(path.split("/")[0]!) || REQUEST_FILES.test(path);
    const imports = engineFiles().flatMap((f) =>
      importedFiles(f)
        .filter(business)
        .map((to) => `${f} imports ${to}`),
    );
    expect(imports).toEqual([]);
  });

  it("lists only files that still name one as not yet done", () => {
    const done = Object.keys(NOT_YET).filter((f) => !namedTables(f, tables).length);
    expect(done, "remove them from NOT_YET").toEqual([]);
    expect(Object.keys(NOT_YET).filter((f) => !engineFiles().includes(f))).toEqual([]);
  });

  it("checks what it means to check", () => {
    expect(relative(MODULES, join(MODULES, ENGINE_FILES[0]!))).toBe("requestwf/idempotency.ts");
  });
});
