// `npm test`: the whole gate. Lint, formatting, types and dependency rules; then unit, component
// and API tests (PGlite, and PostgreSQL when DATABASE_URL is set) through Vitest, the bundle
// budgets of the production build, and the browser tests in the system Chromium.
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { run } from "./lib/run.mjs";

await ensureDependencies();
mkdirSync("test-results", { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };

// The static gate runs first, so CI enforces it too: lint, formatting, the type checks of every
// workspace and the dependency rules (.dependency-cruiser.cjs: no cycles, features apart, renderer
// and packages independent). Each failing step counts as one failure.
const gates = [
  ["npx", ["eslint", "."]],
  ["npx", ["prettier", "--check", "."]],
  ["npm", ["run", "typecheck"]],
  ["npx", ["depcruise", "apps", "packages", "--config", ".dependency-cruiser.cjs", "--output-type", "err"]],
];
let gateCode = 0;
for (const [command, args] of gates) {
  const code = await run(command, args);
  if (code === 0) counts.passed += 1;
  else counts.failed += 1;
  gateCode ||= code;
}
const vitestCode = await run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
if (existsSync("test-results/vitest.json")) {
  const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

// One build serves the bundle budgets (bench/budgets.json, read from the Vite manifest: sizes, no
// timing) and the browser tests after them; an over-budget route counts as one failure.
const buildCode = await run("npm", ["run", "build"]);
const budgetCode = buildCode === 0 ? await run("node", ["scripts/bundle-budget.mjs"]) : buildCode;
if (budgetCode === 0) counts.passed += 1;
else counts.failed += 1;

let e2eCode = 0;
const chromium = findChromium();
if (!chromium) {
  const banner = "!".repeat(78);
  console.warn(`\n${banner}\n  BROWSER TESTS SKIPPED: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH).`);
  console.warn("  Enable them with:  sudo apt-get install -y chromium   (then run npm test again)");
  console.warn(`${banner}\n`);
  if (process.env.E2E_REQUIRED === "1") {
    console.error("E2E_REQUIRED=1: a missing browser is a failure.");
    e2eCode = 1;
    counts.failed += 1;
  }
} else {
  e2eCode =
    buildCode === 0
      ? await run("node", ["scripts/e2e.mjs"], {
          env: { ...process.env, CHROMIUM_PATH: chromium, E2E_SKIP_BUILD: "1" },
        })
      : buildCode;
  if (existsSync("test-results/e2e.json")) {
    const stats = JSON.parse(readFileSync("test-results/e2e.json", "utf8")).stats ?? {};
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
  } else if (e2eCode !== 0) counts.failed += 1;
}

console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(gateCode || vitestCode || budgetCode || e2eCode);
