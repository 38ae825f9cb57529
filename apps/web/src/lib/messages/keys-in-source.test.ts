import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGE_CATALOGUE } from "@fsm/contracts";

const SRC = join(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test-utils" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/*
 * Every text a page shows is a portal message: a key written out in the web's code must be in the
 * catalogue, or the page shows the key itself to the user. Keys built at run time (a status's
 * name, `lobby_event_${kind}`) are checked where they are built.
 */
describe("message keys in the web's code", () => {
  it("names only keys the catalogue holds", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\bt\(\s*"([a-z][a-z0-9_]*)"/g)) {
        if (!(m[1]! in MESSAGE_CATALOGUE)) missing.push(`${relative(SRC, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
