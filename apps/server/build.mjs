// Production bundle: src/main.ts → dist/main.js. npm packages stay external (installed in
// node_modules); the workspace's TypeScript-source packages (@fsm/*) are bundled in.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith("@fsm/"),
);

await build({
  entryPoints: [new URL("./src/main.ts", import.meta.url).pathname],
  outfile: new URL("./dist/main.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(); ESM has none, so create one.
  banner: {
    js: "import { createRequire as __fsmCreateRequire } from 'node:module'; const require = __fsmCreateRequire(import.meta.url);",
  },
  logLevel: "info",
});
