// The JavaScript budgets of bench/budgets.json, checked against a web build (default apps/web/dist,
// or the directory given): prints the table and exits 1 when a route or a lazy chunk is over.
// npm test runs it after its build; `npm run check:bundle` builds and runs it on its own.
import { readFileSync } from "node:fs";
import { checkBudgets, formatBudgetTable } from "./lib/bundle-budget.mjs";

const distDir = process.argv[2] ?? "apps/web/dist";
const budgets = JSON.parse(readFileSync(new URL("../bench/budgets.json", import.meta.url), "utf8"));

let rows;
try {
  rows = checkBudgets(distDir, budgets);
} catch (error) {
  console.error(`✖ bundle budgets: ${error.message} (build the web app first: npm run build -w @fsm/web)`);
  process.exit(1);
}
const over = rows.filter((r) => r.bytes > r.limit);
console.log("\nJavaScript budgets (bench/budgets.json; gzip -9 of the chunks in the Vite manifest)\n");
console.log(formatBudgetTable(rows));
if (over.length > 0) {
  console.error(`\n✖ ${over.length} over budget: ${over.map((r) => `${r.name} (${r.detail})`).join(", ")}`);
  process.exit(1);
}
const aboveTarget = rows.filter((r) => r.bytes > r.target);
if (aboveTarget.length > 0)
  console.log(
    `\n! within budget, above target: ${aboveTarget.map((r) => r.name).join(", ")} (lower maxKB as it falls)`,
  );
console.log("\n✓ every route and lazy chunk is within its budget");
