import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server runs from src/ (tsx, vitest) and from dist/main.js (esbuild bundle). Paths that
 * `import.meta.url` would resolve differently in each case are taken from the package root,
 * found by walking up to the package.json named @fsm/server (TOOLCHAIN: bundled migrations gotcha).
 */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@fsm/server") return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(dirname(fileURLToPath(import.meta.url)), "..");
    dir = parent;
  }
}

export const SERVER_PACKAGE_ROOT = findPackageRoot();
export const DEFAULT_MIGRATIONS_DIR = join(SERVER_PACKAGE_ROOT, "src", "db", "migrations");
export const DEFAULT_WEB_DIST = resolve(SERVER_PACKAGE_ROOT, "..", "web", "dist");
