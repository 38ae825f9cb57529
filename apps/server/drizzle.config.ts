import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "drizzle-kit";

// drizzle-kit resolves these from the working directory: the root script runs it from the repo
// root (--config apps/server/drizzle.config.ts), the package from apps/server. Anchor both here.
const here = relative(process.cwd(), fileURLToPath(new URL(".", import.meta.url))) || ".";

export default defineConfig({
  dialect: "postgresql",
  schema: ["platform", "engine", "modules"].map((layer) => `${here}/src/${layer}/**/*.table.ts`),
  out: `${here}/src/db/migrations`,
});
