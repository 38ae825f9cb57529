import { existsSync, statSync } from "node:fs";
import { runOrExit } from "./run.mjs";

/**
 * Installs npm dependencies when they are missing or older than the lock file, so a fresh clone
 * needs nothing but `npm start` or `npm test`.
 */
export async function ensureDependencies() {
  const marker = "node_modules/.package-lock.json";
  const stale =
    !existsSync(marker) ||
    (existsSync("package-lock.json") && statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log("Installing dependencies (npm install)…");
  await runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
}
