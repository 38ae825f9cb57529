// Browser tests: build the portal, then Playwright starts it (see playwright.config.ts) on a fresh
// embedded database with a real SMTP server beside it, and drives the system Chromium.
import { ensureDependencies } from "./lib/ensure-deps.mjs";
import { run, runOrExit } from "./lib/run.mjs";

await ensureDependencies();
if (process.env.E2E_SKIP_BUILD !== "1") await runOrExit("npm", ["run", "build"]);
process.exit(await run("npx", ["playwright", "test", ...process.argv.slice(2)]));
