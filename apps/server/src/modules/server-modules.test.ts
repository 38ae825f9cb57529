import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allTables } from "../engine/dictionary/dictionary.js";
import { CORE_TABLES } from "../engine/dictionary/dictionary.tables.js";
import type { RoutePlugin } from "../lib/server-module.js";
import { SERVER_MODULES } from "./server-modules.js";
// The registries filled as the app fills them (app.ts imports these for their effect).
import "./declared-tables.js";

/*
 * ARCHITECTURE §2 rule 3: a server module declares itself in one place and app.ts and the seed
 * compose the declarations. Nothing a module owns may be left out of its declaration, nor claimed
 * by two modules.
 */
const SRC = join(import.meta.dirname, "..");

/** The route plugins every `*.routes.ts` file exports (its exports named `…Routes`). */
async function exportedRoutePlugins(): Promise<Map<RoutePlugin, string>> {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".routes.ts"),
  );
  const plugins = new Map<RoutePlugin, string>();
  for (const file of files) {
    const exported = (await import(join(SRC, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (name.endsWith("Routes") && typeof value === "function")
        plugins.set(value as RoutePlugin, `${file} ${name}`);
  }
  return plugins;
}

const declared = <T>(pick: (m: (typeof SERVER_MODULES)[number]) => readonly T[] | undefined): T[] =>
  SERVER_MODULES.flatMap((m) => pick(m) ?? []);

describe("server modules", () => {
  it("have unique names", () => {
    const names = SERVER_MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("declare every route plugin of the server, each exactly once", async () => {
    const plugins = await exportedRoutePlugins();
    const routes = declared((m) => m.routes);
    expect(new Set(routes).size).toBe(routes.length);
    const undeclared = [...plugins].filter(([plugin]) => !routes.includes(plugin)).map(([, where]) => where);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBe(plugins.size);
  });

  it("own every dictionary table outside the engine's core exactly once", () => {
    const owned = declared((m) => m.tables).map((t) => t.name);
    expect(new Set(owned).size).toBe(owned.length);
    const core = CORE_TABLES.map((t) => t.name);
    expect(owned.filter((name) => core.includes(name))).toEqual([]);
    expect(
      allTables()
        .map((t) => t.name)
        .sort(),
    ).toEqual([...core, ...owned].sort());
  });

  it("declare each behaviour, document kind, activity and similar source once", () => {
    for (const [what, keys] of [
      ["behaviours", declared((m) => m.behaviours).map((b) => b.table)],
      ["document kinds", declared((m) => m.documentKinds).map((k) => k.format.kind)],
      ["activity sources", declared((m) => m.activitySources).map((s) => s.key)],
      ["similar sources", declared((m) => m.similarSources).map((s) => s.source)],
    ] as const)
      expect(new Set(keys).size, what).toBe(keys.length);
  });
});
