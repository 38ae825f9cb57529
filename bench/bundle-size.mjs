// `npm run bench`: the gzip size of the JavaScript a browser really loads for the sign-in route and
// for the signed-in shell. Builds the portal, serves it on a fresh embedded database, drives the
// system Chromium and gzips every script response. Prints a table; asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.mjs";
import { DEMO_CUSTOMER, startPortal } from "./lib/portal-server.mjs";

const executablePath = findChromium();
if (!executablePath) {
  console.error("bench needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)");
  process.exit(1);
}

const { base, stop } = await startPortal();
const profile = mkdtempSync(path.join(tmpdir(), "fsm-bench-chrome-"));
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const scripts = new Map();
  let phase = "sign-in route";
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), { phase, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}/signin`, { waitUntil: "networkidle" });
  phase = "shell (added)";
  await page.getByLabel("Email or User ID").fill(DEMO_CUSTOMER.login);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/app\/dashboard/);
  await page.waitForLoadState("networkidle");
  await context.close();

  const rows = [...scripts.values()];
  const sum = (filter, key) => rows.filter(filter).reduce((total, row) => total + row[key], 0);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
  const signin = (r) => r.phase === "sign-in route";
  const all = () => true;
  console.log("\nJavaScript loaded (Chromium, gzip -9 of each script response)\n");
  console.log("route                         files   raw kB  gzip kB");
  console.log(
    `sign-in route (/signin)       ${String(rows.filter(signin).length).padStart(5)} ${kb(sum(signin, "raw"))} ${kb(sum(signin, "gzip"))}`,
  );
  console.log(
    `shell (/app/dashboard, total) ${String(rows.length).padStart(5)} ${kb(sum(all, "raw"))} ${kb(sum(all, "gzip"))}`,
  );
} finally {
  stop();
  rmSync(profile, { recursive: true, force: true });
}
