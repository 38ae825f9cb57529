import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * ARCHITECTURE §2 rule 3: a table's behaviour is declared by its business module and the engine
 * never names a business table. The engine is src/engine/; the business modules are src/modules/.
 */
const SRC = join(import.meta.dirname, "../src");
const ENGINE = join(SRC, "engine");
const MODULES = join(SRC, "modules");

const sourceFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !/\.test(-support)?\.ts$/.test(f))
    .map((f) => join(root, f));

function businessTables(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(MODULES))
    for (const m of readFileSync(file, "utf8").matchAll(/pgTable\(\s*"([a-z_]+)"/g)) names.add(m[1]!);
  return names;
}

/** The text of every string and template literal of a file (comments do not count). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) out.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

/** The files a file imports (relative imports), as absolute paths. */
function importedFiles(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements
    .filter(ts.isImportDeclaration)
    .map((d) => (d.moduleSpecifier as ts.StringLiteral).text)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => join(file, "..", spec));
}

function namedTables(file: string, tables: Set<string>): string[] {
  const words = literals(file).flatMap((text) => text.match(/[a-z_]+/g) ?? []);
  return [...new Set(words.filter((w) => tables.has(w)))];
}

const shown = (file: string) => relative(SRC, file);

describe("the engine never names a business table", () => {
  const tables = businessTables();
  const engineFiles = sourceFiles(ENGINE);

  it("finds the business tables and the engine's files", () => {
    expect([...tables]).toEqual(expect.arrayContaining(["service_requests", "rmas", "rma_lines", "sites"]));
    expect(engineFiles.map(shown)).toEqual(
      expect.arrayContaining(["engine/records/records.service.ts", "engine/search/search-sql.ts"]),
    );
  });

  it("in any string of its files", () => {
    const named = engineFiles.flatMap((f) => namedTables(f, tables).map((t) => `${shown(f)}: "${t}"`));
    expect(named).toEqual([]);
  });

  it("nor imports a business module's file", () => {
    const imports = engineFiles.flatMap((f) =>
      importedFiles(f)
        .filter((to) => !relative(MODULES, to).startsWith(".."))
        .map((to) => `${shown(f)} imports ${shown(to)}`),
    );
    expect(imports).toEqual([]);
  });

  it("would see a business table named in a string", () => {
    const declaring = join(MODULES, "requests/requests.behaviour.ts");
    expect(namedTables(declaring, tables)).toContain("service_requests");
  });
});
