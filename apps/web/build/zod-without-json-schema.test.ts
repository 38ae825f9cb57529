import path from "node:path";
import { describe, expect, it } from "vitest";
import { build, type Plugin, type Rollup } from "vite";
import { zodWithoutJsonSchema } from "./zod-without-json-schema";

const webRoot = path.resolve(__dirname, "..");

/** Builds the fixture as the web build would (CommonJS, to run it here), and runs the result. */
async function buildFixture(plugins: Plugin[]) {
  const result = (await build({
    root: webRoot,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(__dirname, "fixtures/zod-entry.ts"), formats: ["cjs"], fileName: "entry" },
    },
  })) as Rollup.RolldownOutput[] | Rollup.RolldownOutput;
  const output = Array.isArray(result) ? result[0] : result;
  const code = (output?.output ?? []).map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
  const module = { exports: {} as Record<string, unknown> };
  new Function("module", "exports", code)(module, module.exports);
  return {
    code,
    module: module.exports as { accepts: boolean; refusal: string; minLength: number; jsonSchema(): unknown },
  };
}

describe("the web build's zod without its JSON Schema export", () => {
  it("still checks, parses and explains, and leaves the generator out", async () => {
    const { code, module } = await buildFixture([zodWithoutJsonSchema()]);
    expect(module.accepts).toBe(true);
    expect(module.refusal).toBe("Name is too short");
    expect(module.minLength).toBe(3);
    expect(() => module.jsonSchema()).toThrow(/left out of the web build/);
    expect(code).not.toContain("json-schema.org");
  }, 60_000);

  it("is what removes it: zod as published carries the generator", async () => {
    const { code, module } = await buildFixture([]);
    expect(code).toContain("json-schema.org");
    expect(module.jsonSchema()).toMatchObject({ type: "object", required: ["name"] });
  }, 60_000);
});
