// `npm run screenshots`: refreshes the README's screenshots (docs/screenshots/*.png) by running the
// browser tests that take them with SCREENSHOTS=1; without it those tests only check the pages.
// Builds first, like `npm run test:e2e` (E2E_SKIP_BUILD=1 skips the build).
import { run } from "./lib/run.mjs";

const specs = ["e2e/screenshots.spec.ts", "e2e/a11y.spec.ts"];
process.exit(await run("node", ["scripts/e2e.mjs", ...specs], { env: { ...process.env, SCREENSHOTS: "1" } }));
