import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "metadata", environment: "node", include: ["src/**/*.test.ts"] },
});
