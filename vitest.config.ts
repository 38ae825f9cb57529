import { defineConfig } from "vitest/config";

// One `vitest run` covers every workspace; each project has its own config and environment.
export default defineConfig({
  test: {
    projects: ["packages/contracts", "packages/metadata", "apps/server", "apps/web"],
  },
});
