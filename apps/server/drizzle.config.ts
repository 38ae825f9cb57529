import { defineConfig } from "drizzle-kit";

// Paths are relative to this file's folder; the root script passes --config apps/server/...,
// and drizzle-kit resolves them from the working directory, so both are anchored here.
const here = new URL(".", import.meta.url).pathname;

export default defineConfig({
  dialect: "postgresql",
  schema: `${here}src/modules/**/*.table.ts`,
  out: `${here}src/db/migrations`,
});
