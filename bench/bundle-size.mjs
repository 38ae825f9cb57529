// `npm run bench`: the gzip size of the JavaScript a browser really loads for the sign-in route and
// for the signed-in shell. Builds the portal, serves it on a fresh embedded database, drives the
// system Chromium and gzips every script response. Prints a table; asserts nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.mjs";
import { ensureDependencies } from "../scripts/lib/ensure-deps.mjs";
import { runOrExit } from "../scripts/lib/run.mjs";

const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;
const executablePath = findChromium();
if (!executablePath) {
  console.error("bench needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)");
  process.exit(1);
}

await ensureDependencies();
if (process.env.BENCH_SKIP_BUILD !== "1") await runOrExit("npm", ["run", "build"]);

const dataDir = mkdtempSync(path.join(tmpdir(), "fsm-bench-"));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base };
delete env.DATABASE_URL;
delete env.SMTP_URL;
const server = spawn("node", ["apps/server/dist/main.js"], { env, stdio: "ignore" });

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

const profile = mkdtempSync(path.join(tmpdir(), "fsm-bench-chrome-"));
try {
  await waitForServer();
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
  await page.getByLabel("Email or User ID").fill("customer@demo.test");
  await page.getByLabel("Password", { exact: true }).fill("Demo!2026");
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
  server.kill("SIGTERM");
  rmSync(profile, { recursive: true, force: true });
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
